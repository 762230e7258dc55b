import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE_CACHE } from "#src/core/http-policy.ts";
import { listen, type RunningServer } from "./listen.ts";
import {
  acceptedEncodings,
  candidates,
  createStaticSite,
  MAX_LOOKUPS,
  safePath,
  type StaticSite,
} from "./static.ts";

const fail = (): never => {
  throw new Error("expected a safe path");
};

describe("safePath", () => {
  it("accepts ordinary paths", () => {
    expect(safePath("/")).toEqual({ segments: [], directory: true });
    expect(safePath("/about")).toEqual({ segments: ["about"], directory: false });
    expect(safePath("/blog/")).toEqual({ segments: ["blog"], directory: true });
    expect(safePath("/caf%C3%A9.html")).toEqual({ segments: ["café.html"], directory: false });
  });

  it.each([
    ["/../etc/passwd"],
    ["/..%2f..%2fetc%2fpasswd"],
    ["/%2e%2e/%2e%2e/etc/passwd"],
    ["/%2E%2E%2Fsecret"],
    ["/a/%2e%2e%5c..%5cwindows"],
    ["/..\\..\\windows"],
    ["/index.html%00.png"],
    ["/%00"],
    ["/.env"],
    ["/.git/config"],
    ["/assets/.hidden"],
    ["/_headers"],
    ["/%5fheaders"],
    ["/_redirects"],
    ["/%E0%A4%A"],
    ["/./index.html"],
  ])("rejects %s", (path) => {
    expect(safePath(path)).toBeNull();
  });

  it("maps paths to the files that may answer them", () => {
    expect(candidates(safePath("/") ?? fail())).toEqual(["index.html"]);
    expect(candidates(safePath("/about") ?? fail())).toEqual(["about", "about.html", "about/index.html"]);
    expect(candidates(safePath("/blog/") ?? fail())).toEqual(["blog/index.html"]);
  });
});

describe("acceptedEncodings", () => {
  it("prefers brotli, honours q=0 and wildcards", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0, gzip;q=0.5")).toEqual(["gzip"]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings(null)).toEqual([]);
  });
});

describe("createStaticSite", () => {
  let root: string;
  let site: string;
  let serve: StaticSite;
  const index = "<!doctype html><title>Home</title>".padEnd(2000, " ");
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    serve.handle(new Request(`http://localhost${path}`, { method, headers }));

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "chattobook-static-"));
    site = join(root, "dist");
    mkdirSync(join(site, "_astro"), { recursive: true });
    mkdirSync(join(site, "blog"));
    writeFileSync(join(site, "index.html"), index);
    writeFileSync(join(site, "index.html.br"), brotliCompressSync(index));
    writeFileSync(join(site, "index.html.gz"), gzipSync(index));
    writeFileSync(join(site, "about.html"), "<p>About</p>");
    writeFileSync(join(site, "blog/index.html"), "<p>Blog</p>");
    writeFileSync(join(site, "_astro/app.Ab12.js"), "console.log(1)");
    writeFileSync(join(site, "404.html"), "<p>Oops! Page not found</p>");
    mkdirSync(join(site, "es"));
    writeFileSync(join(site, "es/index.html"), "<p>Hola</p>");
    writeFileSync(join(site, "es/404.html"), "<p>¡Vaya! No encontramos esta página</p>");
    writeFileSync(join(site, ".env"), "SECRET=1");
    writeFileSync(
      join(site, "_headers"),
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'\n/_astro/*\n  X-Asset: yes\n",
    );
    writeFileSync(join(root, "secret.txt"), "outside");
    symlinkSync(join(root, "secret.txt"), join(site, "link.txt"));
    serve = createStaticSite(site);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("remembers a bounded number of paths, however many distinct missing ones are asked for", async () => {
    const fresh = createStaticSite(site);
    for (let i = 0; i < MAX_LOOKUPS + 500; i++) {
      const response = await fresh.handle(new Request(`http://localhost/missing-${i}`));
      expect(response.status).toBe(404);
    }
    expect(fresh.cachedLookups).toBeGreaterThan(0);
    expect(fresh.cachedLookups).toBeLessThanOrEqual(MAX_LOOKUPS);
    expect((await fresh.handle(new Request("http://localhost/about"))).status).toBe(200);
  });

  it("serves / as index.html, precompressed when accepted, with revalidation", async () => {
    const response = await get("/", { "Accept-Encoding": "gzip, br" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(index.length);
    expect(Number(response.headers.get("content-length"))).toBe(body.length);

    const gzip = await get("/", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const raw = await get("/");
    expect(raw.headers.get("content-encoding")).toBeNull();
    expect(await raw.text()).toBe(index);
    // Each variant has its own validator.
    expect(new Set([response, gzip, raw].map((r) => r.headers.get("etag"))).size).toBe(3);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/about");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const second = await get("/about", { "If-None-Match": etag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
    expect((await get("/about", { "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("resolves /foo to foo.html and foo/index.html", async () => {
    expect(await (await get("/about")).text()).toBe("<p>About</p>");
    expect(await (await get("/blog")).text()).toBe("<p>Blog</p>");
    expect(await (await get("/blog/")).text()).toBe("<p>Blog</p>");
  });

  it("caches hashed assets for a year and applies matching _headers blocks", async () => {
    const response = await get("/_astro/app.Ab12.js");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("x-asset")).toBe("yes");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers unknown paths with 404.html and status 404, never cached for long", async () => {
    for (const path of [
      "/missing",
      "/_astro/gone.js",
      "/.env",
      "/_headers",
      "/link.txt",
      "/..%2fsecret.txt",
      "/404",
      "/404.html",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'self'");
    }
  });

  it("answers a missing path under a locale with that locale's 404 page, status 404", async () => {
    for (const path of ["/es/missing", "/es/deep/missing/", "/es/404", "/es/404.html"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("No encontramos esta página");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
    expect(await (await get("/es/")).text()).toBe("<p>Hola</p>");
    // A folder without a 404 page of its own (no locale, or a locale not built) falls back to the root's.
    expect(await (await get("/blog/missing")).text()).toContain("Oops! Page not found");
    expect(await (await get("/fr/missing")).text()).toContain("Oops! Page not found");
  });

  it("supports HEAD without a body and refuses other methods", async () => {
    const head = await get("/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("12");
    expect(await head.text()).toBe("");
    const post = await get("/about", {}, "POST");
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("falls back to safe default security headers without _headers", async () => {
    const bare = join(root, "bare");
    mkdirSync(bare);
    writeFileSync(join(bare, "index.html"), "hi");
    const response = await createStaticSite(bare).handle(new Request("http://localhost/"));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
  });

  describe("over a real socket (raw request targets, not normalised by a client)", () => {
    let running: RunningServer;
    beforeAll(async () => {
      const app = new Hono();
      app.all("*", (c) => serve.handle(c.req.raw));
      running = await listen(app, { port: 0, host: "127.0.0.1" });
    });
    afterAll(() => running.close(100));

    const raw = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(running.port, "127.0.0.1", () => {
          socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        });
        let data = "";
        socket.on("data", (chunk) => (data += chunk.toString("latin1")));
        socket.on("end", () => resolve(data));
        socket.on("error", reject);
      });

    it.each([
      "/../secret.txt",
      "/../../../../etc/passwd",
      "/..%2fsecret.txt",
      "/%2e%2e/secret.txt",
      "/%2e%2e%2fsecret.txt",
      "/..%5csecret.txt",
      "/a/../../secret.txt",
      "//etc/passwd",
    ])("never leaves the site for %s", async (target) => {
      const response = await raw(target);
      expect(response).not.toContain("outside");
      expect(response).not.toContain("root:");
      expect(response).toMatch(/^HTTP\/1\.1 (200|400|404)/);
    });
  });
});
