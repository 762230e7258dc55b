import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, serve, type TestServer } from "#tests/contract/harness.ts";
import type { Database } from "#server/db/types.ts";
import { NGINX, startNginx, type LocalNginx } from "#scripts/nginx-local.ts";

/*
 * The nginx recipe, tried for real: Debian's nginx serves the built dist/ with the shipped site
 * config (deploy/nginx/chattobook.conf) and the snippet generated from dist/_headers, and must
 * answer with the same statuses and headers as our own server. `npm test` builds dist/ first.
 */

const SITE_DIR = resolve("dist");
const built = existsSync(join(SITE_DIR, "_headers"));
// Locally a missing nginx or build skips with a reason; CI installs nginx and builds first.
const reason = !NGINX
  ? "nginx is not installed (apt-get install nginx)"
  : !built
    ? "dist/ is not built (npm run build)"
    : "";
if (reason && process.env.CI) throw new Error(`The nginx recipe test cannot run in CI: ${reason}`);
if (reason) console.warn(`Skipping the nginx recipe test: ${reason}`);

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cache-control",
];

describe.skipIf(reason !== "")("nginx recipe", () => {
  let nginx: LocalNginx;
  let nginxUrl: string;
  let db: Database;
  let ours: TestServer;

  beforeAll(async () => {
    nginx = await startNginx(SITE_DIR);
    nginxUrl = nginx.url;
    db = await freshDatabase();
    ours = await serve(db, { siteDir: SITE_DIR });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await ours?.close();
    await db?.close();
  });

  const asset = () => `/_astro/${readdirSync(join(SITE_DIR, "_astro")).find((f) => f.endsWith(".js"))}`;
  const cases = () => [
    ["the home page", "/"],
    ["a hashed asset", asset()],
    ["the favicon", "/favicon.svg"],
    ["an integration mark", "/marks/zapier.svg"],
    ["a missing page", "/this-page-does-not-exist"],
    ["the headers file", "/_headers"],
    ["the 404 page by name", "/404.html"],
    ["the 404 page's clean URL", "/404"],
    ["the Spanish home page", "/es/"],
    ["a missing Portuguese page", "/pt-br/no/such/page"],
    ["the Spanish 404 page by name", "/es/404.html"],
    ["the Portuguese 404 page's clean URL", "/pt-br/404"],
  ];

  it("answers every path with the same status, security headers and caching as our server", async () => {
    for (const [label, path] of cases()) {
      const [a, b] = await Promise.all([
        fetch(`${nginxUrl}${path}`, { headers: { "Accept-Encoding": "gzip" } }),
        fetch(`${ours.url}${path}`, { headers: { "Accept-Encoding": "gzip" } }),
      ]);
      expect(a.status, `${label}: status`).toBe(b.status);
      for (const header of SECURITY_HEADERS) {
        expect(a.headers.get(header), `${label}: ${header}`).toBe(b.headers.get(header));
      }
      expect(a.headers.get("content-type")?.split(";")[0], `${label}: content-type`).toBe(
        b.headers.get("content-type")?.split(";")[0],
      );
    }
  });

  it("refuses path traversal, as our server does", async () => {
    for (const path of [
      "/..%2f..%2fetc%2fpasswd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/_astro/..%2f..%2f..%2fetc%2fpasswd",
    ]) {
      for (const base of [nginxUrl, ours.url]) {
        const response = await fetch(`${base}${path}`);
        const body = await response.text();
        expect(response.status, `${base}${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${base}${path}`).toBeLessThan(500);
        expect(body).not.toContain("root:x:0:0");
      }
    }
  });

  it("serves the 404 page with status 404 and the precompressed home page", async () => {
    const missing = await fetch(`${nginxUrl}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops! Page not found");
    // Under a translated locale, that language's 404 page (decision 030).
    for (const [path, text] of [
      ["/es/no/such/page", "No encontramos esta página"],
      ["/pt-br/404.html", "Página não encontrada"],
    ]) {
      const response = await fetch(`${nginxUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(text);
    }
    // The integrations' marks are <img> files (decision 039): an SVG the browser will render.
    const mark = await fetch(`${nginxUrl}/marks/gmail.svg`);
    expect(mark.headers.get("content-type")).toMatch(/^image\/svg\+xml\b/);
    expect(await mark.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const home = await fetch(`${nginxUrl}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(home.headers.get("content-encoding")).toBe("gzip");
    expect(await home.text()).toContain("Turn chats into confirmed bookings");
  });
});
