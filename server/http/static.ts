import { readFile, realpath, stat } from "node:fs/promises";
import { extname, join, sep } from "node:path";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "#src/core/http-policy.ts";
import { DEFAULT_SECURITY_HEADERS, headersFor, parseHeaderRules, type HeaderRule } from "./headers-file.ts";

/*
 * Serves the built site: precompressed .br/.gz siblings written by the post-build step, long-lived
 * caching for Astro's content-hashed /_astro/ files and revalidation (ETag) for everything else,
 * 404.html with status 404, and the security headers of the build's `_headers` file.
 * Nothing outside SITE_DIR, no dotfiles and no `_headers` is ever served.
 */

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/** Astro's not-found page: served with status 404, whichever way it is reached. */
const NOT_FOUND_PAGE = "404.html";
/** A not-found page: the root's, or a translated locale's (`es/404.html`, one level down). */
const isNotFoundPage = (relative: string): boolean => /^([^/]+\/)?404\.html$/.test(relative);
/** Files the host reads as configuration, never content. */
const HOST_FILES = new Set(["_headers", "_redirects", "_routes.json"]);
/** How long a file lookup is trusted before the disk is asked again (a rebuild shows within this). */
const LOOKUP_TTL_MS = 1000;
/**
 * Most lookups remembered at once. Every distinct path (missing ones included) is a lookup, so
 * without a bound a client asking for endless random paths would grow memory without end.
 */
export const MAX_LOOKUPS = 4096;
/** Larger files are read from disk each time instead of being kept in memory. */
const MAX_CACHED_BYTES = 2 * 1024 * 1024;

export interface SafePath {
  /** Decoded path segments, none empty, none starting with a dot. */
  segments: string[];
  /** The URL ended with "/" (a directory's index is wanted). */
  directory: boolean;
}

/**
 * Turns a URL path into segments that are safe to join to SITE_DIR, or null for anything that is
 * not: malformed percent-encoding, NUL, backslashes, `.`/`..` segments (also when encoded, e.g.
 * `%2e%2e%2f`), dotfiles and the host's configuration files.
 */
export function safePath(pathname: string): SafePath | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/").filter((segment) => segment !== "");
  if (segments.some((segment) => segment.startsWith("."))) return null;
  if (HOST_FILES.has(segments.at(-1) ?? "")) return null;
  return { segments, directory: decoded.endsWith("/") };
}

/** Files that may answer a path, in order: `/` → index.html, `/foo` → foo, foo.html, foo/index.html. */
export function candidates(path: SafePath): string[] {
  const base = path.segments.join("/");
  if (base === "") return ["index.html"];
  if (path.directory) return [`${base}/index.html`];
  return [base, `${base}.html`, `${base}/index.html`];
}

/** The encodings to try, best first, as the client's Accept-Encoding allows. */
export function acceptedEncodings(header: string | null): Array<"br" | "gzip"> {
  const allowed = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    allowed.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (allowed.get(name) ?? allowed.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).filter(ok);
}

interface FileInfo {
  path: string;
  size: number;
  mtimeMs: number;
  etag: string;
}

interface Lookup {
  info: FileInfo | null;
  checkedAt: number;
}

export interface StaticSite {
  /** Answers a GET/HEAD (other methods get 405). */
  handle(request: Request): Promise<Response>;
  /** How many path lookups are remembered now (bounded by MAX_LOOKUPS). */
  readonly cachedLookups: number;
}

export function createStaticSite(siteDir: string): StaticSite {
  const lookups = new Map<string, Lookup>();
  const contents = new Map<string, { etag: string; body: Buffer }>();
  let rootReal: Promise<string> | undefined;
  let rules: { etag: string | null; value: HeaderRule[] | null } = { etag: null, value: null };

  /** A regular file inside SITE_DIR (symlinks resolved), or null; cached for LOOKUP_TTL_MS. */
  async function lookup(relative: string): Promise<FileInfo | null> {
    const now = performance.now();
    const cached = lookups.get(relative);
    if (cached && now - cached.checkedAt < LOOKUP_TTL_MS) return cached.info;
    let info: FileInfo | null = null;
    try {
      const path = join(siteDir, relative);
      const stats = await stat(path);
      if (stats.isFile()) {
        rootReal ??= realpath(siteDir).catch(() => siteDir);
        const real = await realpath(path);
        const root = await rootReal;
        // A symlink must not lead out of the site.
        if (real.startsWith(root + sep)) {
          info = {
            path,
            size: stats.size,
            mtimeMs: stats.mtimeMs,
            etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
          };
        }
      }
    } catch {
      info = null;
    }
    // Dropping everything is crude but O(1), and a real site has far fewer paths than the bound.
    if (lookups.size >= MAX_LOOKUPS) lookups.clear();
    lookups.set(relative, { info, checkedAt: now });
    return info;
  }

  async function body(info: FileInfo): Promise<Buffer> {
    const cached = contents.get(info.path);
    if (cached?.etag === info.etag) return cached.body;
    const data = await readFile(info.path);
    if (data.length <= MAX_CACHED_BYTES) contents.set(info.path, { etag: info.etag, body: data });
    return data;
  }

  /** The build's header rules, re-read when `_headers` changes (a rebuild writes new CSP hashes). */
  async function headerRules(): Promise<HeaderRule[] | null> {
    const info = await lookup("_headers");
    if (info?.etag !== rules.etag) {
      rules = {
        etag: info?.etag ?? null,
        value: info ? parseHeaderRules((await readFile(info.path)).toString("utf8")) : null,
      };
    }
    return rules.value;
  }

  async function securityHeaders(pathname: string): Promise<Record<string, string>> {
    const value = await headerRules();
    return value ? headersFor(value, pathname) : { ...DEFAULT_SECURITY_HEADERS };
  }

  async function serveFile(
    request: Request,
    relative: string,
    info: FileInfo,
    status: number,
    extra: Record<string, string>,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      "Content-Type": CONTENT_TYPES[extname(relative).toLowerCase()] ?? "application/octet-stream",
      "Cache-Control": status === 200 && relative.startsWith("_astro/") ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      Vary: "Accept-Encoding",
      ...extra,
    };
    // `_headers` may mark /_astro/* immutable; a 404 there must still be asked for again.
    if (status !== 200) headers["Cache-Control"] = REVALIDATE_CACHE;
    let file = info;
    for (const encoding of acceptedEncodings(request.headers.get("accept-encoding"))) {
      const compressed = await lookup(`${relative}.${encoding === "br" ? "br" : "gz"}`);
      if (compressed) {
        file = { ...compressed, etag: `${info.etag.slice(0, -1)}-${encoding}"` };
        headers["Content-Encoding"] = encoding;
        break;
      }
    }
    headers.ETag = file.etag;
    headers["Last-Modified"] = new Date(info.mtimeMs).toUTCString();
    if (status === 200 && notModified(request, file.etag, info.mtimeMs)) {
      delete headers["Content-Type"];
      return new Response(null, { status: 304, headers });
    }
    headers["Content-Length"] = String(file.size);
    const data = request.method === "HEAD" ? null : await body(file);
    if (data) headers["Content-Length"] = String(data.length);
    return new Response(data && new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.length), {
      status,
      headers,
    });
  }

  return {
    get cachedLookups() {
      return lookups.size;
    },
    async handle(request) {
      const url = new URL(request.url);
      const security = await securityHeaders(url.pathname);
      if (request.method !== "GET" && request.method !== "HEAD") {
        return new Response("Method Not Allowed", {
          status: 405,
          headers: { ...security, Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
        });
      }
      const path = safePath(url.pathname);
      if (path) {
        for (const relative of candidates(path)) {
          const info = await lookup(relative);
          // Asked for by name (/404, /es/404.html), a not-found page is still not a page: no soft 404.
          if (info) return serveFile(request, relative, info, isNotFoundPage(relative) ? 404 : 200, security);
        }
      }
      // A missing path under /es/ gets es/404.html (in Spanish); anything else the root's 404.html.
      const localePage =
        path && path.segments.length > 1 ? `${path.segments[0]}/${NOT_FOUND_PAGE}` : undefined;
      for (const page of localePage ? [localePage, NOT_FOUND_PAGE] : [NOT_FOUND_PAGE]) {
        const notFound = await lookup(page);
        if (notFound) return serveFile(request, page, notFound, 404, security);
      }
      return new Response(request.method === "HEAD" ? null : "Not Found", {
        status: 404,
        headers: {
          ...security,
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": REVALIDATE_CACHE,
        },
      });
    },
  };
}

/** If-None-Match (preferred) or If-Modified-Since says the client's copy is current. */
function notModified(request: Request, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    const tags = ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    return tags.includes("*") || tags.includes(etag);
  }
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}
