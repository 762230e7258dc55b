import { createHash } from "node:crypto";
import { localeSettings, type PublicConfig } from "#src/core/settings/public-env.ts";

/*
 * The security headers of the site, computed once per build and written to dist/_headers, the
 * format Netlify and Cloudflare Pages read. Our own server and the nginx and Vercel recipes apply
 * the same file, so every host sends the same policy.
 */

/** sha256 source expressions for inline scripts, as CSP wants them. */
export const scriptHash = (source: string): string =>
  `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

/** Inline, executable <script> bodies of an HTML document (JSON-LD and external scripts excluded). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const executable = type === undefined || type === "module" || type.endsWith("javascript");
    if (executable && !/\bsrc\s*=/i.test(attributes)) scripts.push(match[2] ?? "");
  }
  return scripts;
}

const origin = (url: string | undefined): string | undefined => (url ? new URL(url).origin : undefined);

/**
 * The Content-Security-Policy for a build. Scripts: only our own files and the exact inline
 * scripts the build emitted. Styles allow inline because Astro's island wrapper and React's
 * server output use style attributes; styles cannot run code, so this keeps XSS protection intact.
 */
export function contentSecurityPolicy(config: PublicConfig, hashes: Iterable<string>): string {
  const connect = ["'self'", origin(config.supabaseUrl)].filter(Boolean);
  // Every built locale's booking page may open in the dialog (each may have its own, decision 058).
  const bookingOrigins = config.locales.map((locale) => origin(localeSettings(config, locale).bookingUrl));
  const frames = config.bookingOverlay ? [...new Set(bookingOrigins)] : ["'none'"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...[...new Set(hashes)].sort()],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Founders' photos are uploaded to the site (/media/): no third-party image loads.
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": connect as string[],
    "frame-src": frames as string[],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return policyText(directives);
}

/** A Content-Security-Policy header's value from its directives, in their order. */
export const policyText = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");

/**
 * Headers for every response of the site. No Cross-Origin-Opener-Policy: on this public page it
 * protects nothing, and in Chromium it moves each visit into a fresh renderer process, which costs
 * the page its 0 ms Total Blocking Time (decision 012).
 */
export function siteHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  };
}

/**
 * Headers of every API and health-check answer: JSON is never sniffed into something a browser
 * runs, and if it were rendered anyway it could load nothing and be framed by no one.
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/** Long-lived caching for Astro's content-hashed assets; everything else revalidates. */
export const HASHED_ASSETS_PATH = "/_astro/*";
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";

/** Serialises header rules in the `_headers` format: a path pattern, then indented `Name: value` lines. */
export function formatHeadersFile(rules: Record<string, Record<string, string>>): string {
  return Object.entries(rules)
    .map(([path, headers]) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
    .join("\n")
    .concat("\n");
}

/** Parses a `_headers` file back into its rules (comments and blank lines ignored). */
export function parseHeadersFile(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] ??= {};
    } else if (current) {
      const colon = line.indexOf(":");
      if (colon > 0) current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}
