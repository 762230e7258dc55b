import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deployRuleFiles, nginxLocalePattern } from "#scripts/locales/deploy-rules.ts";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "#src/core/locales.ts";

/*
 * netlify.toml and the nginx recipe are read by hosts as they are, so their locale rules are
 * written from the registry (npm run locale:add) and must not drift from it.
 */
describe("the hosts' locale 404 rules", () => {
  const translated = SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

  it("are what the registry makes (run `npm run locale:add` or fix the registry)", () => {
    for (const [path, expected] of Object.entries(deployRuleFiles(".", translated))) {
      expect(readFileSync(path, "utf8"), path).toBe(expected);
    }
  });

  it("give nginx every translated locale and nothing else", () => {
    const conf = readFileSync("deploy/nginx/chattobook.conf", "utf8");
    const patterns = [...conf.matchAll(/\(\?<locale>([^)]*)\)/g)].map(([, pattern]) => pattern);
    expect(patterns).toEqual([nginxLocalePattern(translated), nginxLocalePattern(translated)]);
    expect(nginxLocalePattern(["es", "pt-br"])).toBe("es|pt-br");
  });

  it("add a new locale to both files", () => {
    const files = Object.values(deployRuleFiles(".", [...translated, "fr"]));
    expect(files[0]).toContain('from = "/fr/*"\n  to = "/fr/404.html"');
    expect(files[1]).toContain(`(?<locale>${nginxLocalePattern([...translated, "fr"])})/`);
  });
});
