import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { headersFor, parseHeaderRules } from "#server/http/headers-file.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { formatHeadersFile } from "#src/core/http-policy.ts";
import { writeAdminSite } from "./build.ts";

let site = "";
const SITE_CSP = "default-src 'self'; script-src 'self'; connect-src 'self'";

/** A built site with the site's header rule, as the post-build step leaves it. */
function builtSite() {
  site = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(site, { recursive: true });
  writeFileSync(join(site, "_headers"), formatHeadersFile({ "/*": { "Content-Security-Policy": SITE_CSP } }));
  return site;
}
afterEach(() => rmSync(site, { recursive: true, force: true }));

const embedded = (html: string, id: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? "null",
  );

describe("the editor in a build", () => {
  it("is left out unless a repository is set", () => {
    expect(writeAdminSite(builtSite(), loadPublicConfig({}), "")).toBe(false);
    expect(existsSync(join(site, "admin"))).toBe(false);
    expect(readFileSync(join(site, "_headers"), "utf8")).not.toContain("/admin/");
  });

  it("writes /admin/ saving through GitHub, with its own policy on /admin/ alone", () => {
    const config = loadPublicConfig({
      PUBLIC_CMS_REPO: "acme/clinic-site",
      PUBLIC_CMS_BRANCH: "live",
      PUBLIC_CMS_AUTH_URL: "https://cms-auth.acme-clinic.com/",
    });
    expect(writeAdminSite(builtSite(), config, "/* editor */")).toBe(true);
    const page = readFileSync(join(site, "admin/index.html"), "utf8");
    expect(embedded(page, "cms-config").backend).toEqual({
      name: "github",
      repo: "acme/clinic-site",
      branch: "live",
      base_url: "https://cms-auth.acme-clinic.com",
      auth_endpoint: "auth",
    });
    // No token and no proxy: nothing of the local editor's file API.
    expect(page).not.toContain("cms-token");
    expect(readFileSync(join(site, "admin/editor.js"), "utf8")).toBe("/* editor */");
    expect(existsSync(join(site, "admin/decap-cms.js"))).toBe(true);
    const rules = parseHeaderRules(readFileSync(join(site, "_headers"), "utf8"));
    const admin = headersFor(rules, "/admin/")["Content-Security-Policy"] ?? "";
    expect(admin).toContain("connect-src 'self' https://api.github.com https://cms-auth.acme-clinic.com;");
    expect(admin).toContain("frame-ancestors 'none'");
    expect(headersFor(rules, "/es/")["Content-Security-Policy"]).toBe(SITE_CSP);
    // Cloudflare Pages drops the site's policy under /admin/ on this line.
    expect(readFileSync(join(site, "_headers"), "utf8")).toContain("/admin/*\n  ! Content-Security-Policy\n");
  });

  it("refuses a repository that is not owner/name", () => {
    expect(() => loadPublicConfig({ PUBLIC_CMS_REPO: "https://github.com/acme/site" })).toThrow(
      /owner\/name/,
    );
  });
});
