import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { PublicConfig } from "#src/core/settings/public-env.ts";
import { cmsConfig, editorLocales, editorState, type CmsBackend } from "#src/content/copy/cms.ts";
import { COLLECTION_PAGES } from "#src/content/copy/labels.ts";
import { formatHeadersFile, policyText } from "#src/core/http-policy.ts";
import { adminPage } from "./admin-page.ts";

/*
 * The content editor on the published site (decision 083): when PUBLIC_CMS_REPO names a GitHub
 * repository, the build writes /admin/ (the editor's page, its script and Decap's bundle) and a
 * header rule giving /admin/ alone the policy the editor needs. Saves are commits through GitHub's
 * API; the host's build of that branch publishes them.
 */

/** The Git backend the settings describe, or none. */
export function gitBackend(config: PublicConfig): CmsBackend | undefined {
  if (!config.cmsRepo) return undefined;
  return {
    name: "github",
    repo: config.cmsRepo,
    branch: config.cmsBranch,
    ...(config.cmsAuthUrl ? { base_url: config.cmsAuthUrl.replace(/\/$/, ""), auth_endpoint: "auth" } : {}),
  };
}

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy of /admin/: Decap's bundle and the page's script from this site,
 * GitHub's API and avatars, the OAuth client; styles inline (Decap writes them at run time) and
 * `eval` (Decap compiles its configuration's JSON schema with `new Function`).
 */
export function adminContentSecurityPolicy(config: PublicConfig): string {
  const auth = config.cmsAuthUrl ? [origin(config.cmsAuthUrl)] : ["https://api.netlify.com"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      "https://avatars.githubusercontent.com",
      "https://raw.githubusercontent.com",
    ],
    "font-src": ["'self'"],
    "connect-src": ["'self'", "https://api.github.com", ...auth],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return policyText(directives);
}

/** The `_headers` rule of /admin/, after the site's: Cloudflare drops the site's policy on "!", our server and the deploy scripts take the later rule. */
export function adminHeaders(config: PublicConfig): string {
  return formatHeadersFile({
    "/admin/*": {
      "Content-Security-Policy": adminContentSecurityPolicy(config),
      "X-Robots-Tag": "noindex",
      "Cache-Control": "no-cache",
    },
  }).replace("/admin/*\n", "/admin/*\n  ! Content-Security-Policy\n");
}

/** Writes /admin/ into a built site; returns false when no editor is configured. */
export function writeAdminSite(siteDir: string, config: PublicConfig, editorScript: string): boolean {
  const backend = gitBackend(config);
  if (!backend) return false;
  const admin = join(siteDir, "admin");
  mkdirSync(admin, { recursive: true });
  writeFileSync(
    join(admin, "index.html"),
    adminPage({
      config: cmsConfig(backend, editorState(config)),
      locales: editorLocales(),
      pages: COLLECTION_PAGES,
    }),
  );
  writeFileSync(join(admin, "editor.js"), editorScript);
  // Decap's bundle loads its numbered chunks and WebAssembly from beside itself.
  let bundle: string;
  try {
    bundle = dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
  } catch {
    throw new Error(
      "PUBLIC_CMS_REPO is set, but decap-cms is not installed: build with the development dependencies (npm ci)",
    );
  }
  for (const file of readdirSync(bundle))
    if (file === "decap-cms.js" || /^\d+\.decap-cms\.js$/.test(file) || file.endsWith(".wasm"))
      copyFileSync(join(bundle, file), join(admin, file));
  const headers = join(siteDir, "_headers");
  if (existsSync(headers) && !readFileSync(headers, "utf8").includes("/admin/*"))
    appendFileSync(headers, adminHeaders(config));
  return true;
}
