import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The lint rule behind right-to-left pages (decision 064): a component that positions by left or
 * right fails `npm run lint`; start/end passes, and so do the block axis and sizes, which are the
 * same in every writing direction.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const problems = async (className: string) => {
  const [result] = await eslint.lintText(`export const Box = () => <div className="${className}" />;\n`, {
    filePath: "src/components/Box.tsx",
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "better-tailwindcss/enforce-logical-properties")
    .map((message) => message.message);
};

describe("enforce-logical-properties in components", () => {
  // The first lint loads the config, its plugins and Tailwind's theme, most of the work: once, under
  // the hook's limit.
  beforeAll(() => problems(""));

  it("rejects physical left/right utilities, naming the logical one", async () => {
    expect(await problems("ml-2")).toEqual([
      'Physical class detected. Replace "ml-2" with logical class "ms-2".',
    ]);
    for (const physical of [
      "pr-4",
      "left-0",
      "sm:right-6",
      "text-left",
      "lg:text-right",
      "rounded-tl-sm",
      "border-r",
    ])
      expect(await problems(physical), physical).toHaveLength(1);
  });

  it("accepts start/end, the block axis and sizes", async () => {
    expect(
      await problems(
        "ms-2 pe-4 inset-s-0 text-start rounded-ss-sm mt-4 pb-2 top-0 bottom-4 w-full h-6 size-4 max-w-xl",
      ),
    ).toEqual([]);
  });
});
