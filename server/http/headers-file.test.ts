import { describe, expect, it } from "vitest";
import { formatHeadersFile, siteHeaders } from "#src/core/http-policy.ts";
import { DEFAULT_SECURITY_HEADERS, headersFor, parseHeaderRules, patternToRegExp } from "./headers-file.ts";

describe("_headers rules", () => {
  const file = [
    "# Security headers for every page",
    "/*",
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='",
    "  X-Frame-Options: DENY",
    "",
    "/_astro/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "/blog/:slug",
    "  X-Robots-Tag: noindex",
    "https://example.com/*",
    "  X-Other-Host: yes",
  ].join("\n");
  const rules = parseHeaderRules(file);

  it("applies the /* block to every path, including the root", () => {
    for (const path of ["/", "/index.html", "/a/b/c.js"]) {
      expect(headersFor(rules, path)["Content-Security-Policy"]).toContain("'sha256-abc='");
    }
  });

  it("adds the blocks that match, keeping values intact (colons and semicolons included)", () => {
    const headers = headersFor(rules, "/_astro/index.Bx1.js");
    expect(headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headersFor(rules, "/index.html")["Cache-Control"]).toBeUndefined();
  });

  it("matches :placeholders to one segment only", () => {
    expect(headersFor(rules, "/blog/hello")["X-Robots-Tag"]).toBe("noindex");
    expect(headersFor(rules, "/blog/hello/world")["X-Robots-Tag"]).toBeUndefined();
  });

  it("ignores blocks for other hosts and escapes regex characters", () => {
    expect(rules.map((rule) => rule.pattern)).not.toContain("https://example.com/*");
    expect(patternToRegExp("/a.b")?.test("/aXb")).toBe(false);
  });

  it("reads what the build's writer writes", () => {
    const written = formatHeadersFile({
      "/*": { "X-Content-Type-Options": "nosniff" },
      "/_astro/*": { A: "1" },
    });
    expect(headersFor(parseHeaderRules(written), "/_astro/x.css")).toEqual({
      "X-Content-Type-Options": "nosniff",
      A: "1",
    });
  });
});

describe("DEFAULT_SECURITY_HEADERS", () => {
  it("are the build's headers (browsing-topics included), with a CSP of this origin only", () => {
    const { "Content-Security-Policy": csp, ...rest } = DEFAULT_SECURITY_HEADERS;
    const { "Content-Security-Policy": _, ...built } = siteHeaders("x");
    expect(rest).toEqual(built);
    expect(rest["Permissions-Policy"]).toContain("browsing-topics=()");
    expect(csp).toBe("default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'");
  });
});
