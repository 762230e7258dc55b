// @ts-check
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import betterTailwindcss from "eslint-plugin-better-tailwindcss";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["dist/", ".astro/", ".tmp/", "data/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "info"] }],
    },
  },
  {
    // Right-to-left pages (Arabic, decision 064) mirror only if components say start/end, never
    // left/right. Only the inline axis: top/bottom and widths/heights are the same in every
    // language, so the rule's block-axis and size rewrites are switched off by `ignore`.
    files: ["src/**/*.{ts,tsx,astro}"],
    plugins: { "better-tailwindcss": betterTailwindcss },
    settings: { "better-tailwindcss": { entryPoint: "src/styles/global.css" } },
    rules: {
      "better-tailwindcss/enforce-logical-properties": [
        "error",
        {
          ignore: [
            String.raw`^(?:\S*:)?!?-?(?:[pm][tby]|scroll-[mp][tb]|top|bottom|inset-y|border-[tb]|h|w|min-[hw]|max-[hw]|size)(?:-|$)`,
          ],
        },
      ],
    },
  },
  {
    // Command-line tools and tests talk to a person through the console.
    files: ["scripts/**", "server/**", "bench/**", "tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "off" },
  },
);
