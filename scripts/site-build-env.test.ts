import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publicNamesIn, siteBuildEnv } from "./site-build-env.ts";

describe("siteBuildEnv", () => {
  it("blanks every PUBLIC_* setting, from the environment and from .env files, and keeps the rest", () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-env-"));
    writeFileSync(
      join(dir, ".env"),
      "# PUBLIC_COMMENTED=1\nPUBLIC_CURRENCY_PT_BR=BRL\nexport PUBLIC_SOCIAL_URL=x\nSMTP_URL=y\n",
    );
    const env = siteBuildEnv({ PATH: "/bin", PUBLIC_BRAND_NAME: "SmileBot", PUBLIC_SOMETHING_NEW: "1" }, dir);
    rmSync(dir, { recursive: true });
    expect(env).toMatchObject({
      PATH: "/bin",
      PUBLIC_BRAND_NAME: "",
      PUBLIC_SOMETHING_NEW: "",
      PUBLIC_CURRENCY_PT_BR: "",
      PUBLIC_SOCIAL_URL: "",
      PUBLIC_LOCALES: "",
    });
    expect(env).not.toHaveProperty("PUBLIC_COMMENTED");
    expect(env).not.toHaveProperty("SMTP_URL");
    expect(publicNamesIn("  PUBLIC_A=1\nNOT_PUBLIC_B=2\n")).toEqual(["PUBLIC_A"]);
  });
});
