import { parseHeadersFile, siteHeaders } from "#src/core/http-policy.ts";

/*
 * The `_headers` file the build writes into the site (Netlify / Cloudflare Pages format: a path
 * pattern, then indented `Name: value` lines). The local server applies it exactly as those hosts
 * do, so the CSP with this build's script hashes is the same everywhere. Parsing is shared with
 * the writer (src/core/http-policy.ts); matching lives here.
 */

export interface HeaderRule {
  pattern: string;
  regex: RegExp;
  headers: Record<string, string>;
}

/**
 * Used when a site has no `_headers` (for example a build from before the post-build step): the
 * build's own headers, with a CSP that allows only this origin since there are no hashes to allow.
 */
export const DEFAULT_SECURITY_HEADERS: Record<string, string> = siteHeaders(
  "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
);

/**
 * A path pattern as a regular expression: `*` matches anything (slashes included) and `:name` one
 * segment. Patterns naming a host (`https://…`) are skipped: they are for other domains.
 */
export function patternToRegExp(pattern: string): RegExp | undefined {
  if (!pattern.startsWith("/")) return undefined;
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) =>
      part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`);
}

export function parseHeaderRules(text: string): HeaderRule[] {
  return Object.entries(parseHeadersFile(text)).flatMap(([pattern, headers]) => {
    const regex = patternToRegExp(pattern);
    return regex ? [{ pattern, regex, headers }] : [];
  });
}

/** Headers for a path: every matching block in file order, a later block's value replacing an earlier one. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) if (rule.regex.test(path)) Object.assign(result, rule.headers);
  return result;
}
