import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "#src/core/locales.ts";

/*
 * The Netlify recipe (no Netlify account here): netlify.toml sends a missing path under each
 * translated locale to that locale's 404 page with status 404, as our server and nginx do.
 */
describe("Netlify recipe", () => {
  const toml = readFileSync("netlify.toml", "utf8");
  const redirects = [
    ...toml.matchAll(/\[\[redirects\]\]\s+from = "([^"]+)"\s+to = "([^"]+)"\s+status = (\d+)/g),
  ].map(([, from, to, status]) => ({ from, to, status: Number(status) }));

  it("gives every translated locale its own 404 page", () => {
    expect(redirects).toEqual(
      SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
        from: `/${locale}/*`,
        to: `/${locale}/404.html`,
        status: 404,
      })),
    );
  });
});
