import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  inlineScripts,
  parseHeadersFile,
  scriptHash,
  siteHeaders,
} from "./http-policy.ts";

describe("inlineScripts", () => {
  it("finds executable inline scripts only", () => {
    const html = [
      "<script>console.log(1)</script>",
      '<script type="module">import("/x.js")</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/_astro/a.js"></script>',
      '<script type="text/javascript">var a</script>',
    ].join("");
    expect(inlineScripts(html)).toEqual(["console.log(1)", 'import("/x.js")', "var a"]);
  });
});

describe("contentSecurityPolicy", () => {
  const hash = scriptHash("console.log(1)");

  it("hashes scripts the way browsers check them", () => {
    expect(hash).toBe(`'sha256-${createHash("sha256").update("console.log(1)").digest("base64")}'`);
  });

  it("allows only our scripts and origin by default, and no framing at all", () => {
    const csp = contentSecurityPolicy(loadPublicConfig({}), [hash, hash]);
    expect(csp).toContain(`script-src 'self' ${hash};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'none';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("adds the Supabase origin and, with the overlay, the booking origin", () => {
    const csp = contentSecurityPolicy(
      loadPublicConfig({
        PUBLIC_SUPABASE_URL: "https://abc.supabase.co/",
        PUBLIC_BOOKING_URL: "https://cal.example.org/team/demo",
        PUBLIC_BOOKING_OVERLAY: "true",
      }),
      [],
    );
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(csp).toContain("frame-src https://cal.example.org;");
  });

  it("loads images from the site alone: founders' photos are uploaded to it", () => {
    expect(contentSecurityPolicy(loadPublicConfig({}), [])).toContain("img-src 'self' data:;");
  });
});

describe("siteHeaders", () => {
  const headers = siteHeaders("default-src 'self'");

  it("sends the CSP with the hardening headers", () => {
    expect(headers).toMatchObject({
      "Content-Security-Policy": "default-src 'self'",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("leaves out Cross-Origin-Opener-Policy, which costs the blocking-time budget (decision 012)", () => {
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain(
      "cross-origin-opener-policy",
    );
  });
});

describe("the _headers file", () => {
  it("round-trips through format and parse", () => {
    const rules = {
      "/*": { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'self'; a: b" },
      "/_astro/*": { "Cache-Control": "public, max-age=31536000, immutable" },
    };
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it("ignores comments and blank lines", () => {
    expect(parseHeadersFile("# note\n\n/*\n  # inner\n  A: 1\n")).toEqual({ "/*": { A: "1" } });
  });
});
