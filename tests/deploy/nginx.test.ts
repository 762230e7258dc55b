import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, serve, type TestServer } from "../contract/harness.ts";
import type { Database } from "../../server/db/types.ts";

/*
 * The nginx recipe, tried for real: Debian's nginx serves the built dist/ with the shipped site
 * config (deploy/nginx/chattobook.conf) and the snippet generated from dist/_headers, and must
 * answer with the same statuses and headers as our own server. `npm test` builds dist/ first.
 */

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
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

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

describe.skipIf(reason !== "")("nginx recipe", () => {
  let root: string;
  let nginx: ChildProcess;
  let nginxUrl: string;
  let db: Database;
  let ours: TestServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "chattobook-nginx-"));
    for (const dir of ["logs", "temp"]) mkdirSync(join(root, dir));
    const snippet = spawnSync(process.execPath, ["scripts/deploy-config.ts", "nginx", SITE_DIR], {
      encoding: "utf8",
    });
    expect(snippet.status, snippet.stderr).toBe(0);
    writeFileSync(join(root, "chattobook-headers.conf"), snippet.stdout);

    const port = await freePort();
    // The shipped site config, with only its address, root and snippet path pointed at this test.
    const site = readFileSync("deploy/nginx/chattobook.conf", "utf8")
      .replace(/^\s*listen \[::\]:80;\n/m, "")
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
      .replace(/root \S+;/, `root ${SITE_DIR};`)
      .replaceAll("/etc/nginx/snippets/chattobook-headers.conf", join(root, "chattobook-headers.conf"));
    writeFileSync(
      join(root, "nginx.conf"),
      [
        process.getuid?.() === 0 ? "user root;" : "",
        "worker_processes 1;",
        `pid ${join(root, "nginx.pid")};`,
        `error_log ${join(root, "logs/error.log")} warn;`,
        "events { worker_connections 64; }",
        "http {",
        "  include /etc/nginx/mime.types;",
        "  default_type application/octet-stream;",
        "  access_log off;",
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
          (t) => `  ${t}_temp_path ${join(root, "temp", t)};`,
        ),
        site,
        "}",
      ].join("\n"),
    );
    nginx = spawn(NGINX as string, ["-p", root, "-c", join(root, "nginx.conf"), "-g", "daemon off;"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    nginxUrl = `http://127.0.0.1:${port}`;
    let stderr = "";
    nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    for (let attempt = 0; ; attempt++) {
      const up = await fetch(nginxUrl).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (attempt > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }

    db = await freshDatabase();
    ours = await serve(db, { siteDir: SITE_DIR });
  }, 60_000);

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    await ours?.close();
    await db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const asset = () => `/_astro/${readdirSync(join(SITE_DIR, "_astro")).find((f) => f.endsWith(".js"))}`;
  const cases = () => [
    ["the home page", "/"],
    ["a hashed asset", asset()],
    ["the favicon", "/favicon.svg"],
    ["a missing page", "/this-page-does-not-exist"],
    ["the headers file", "/_headers"],
    ["the 404 page by name", "/404.html"],
    ["the 404 page's clean URL", "/404"],
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
    const home = await fetch(`${nginxUrl}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(home.headers.get("content-encoding")).toBe("gzip");
    expect(await home.text()).toContain("Turn chats into confirmed bookings");
  });
});
