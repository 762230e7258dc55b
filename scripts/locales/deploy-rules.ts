/*
 * The hosts' not-found rules for the translated locales, made from the locale registry: a missing
 * path under /<locale>/ gets that language's 404 page with status 404 (decision 030). Vercel's are
 * made at deploy time from dist/ (scripts/deploy-config.ts); netlify.toml and the nginx recipe are
 * files a host reads as they are, so `npm run locale:add` rewrites their generated part and
 * tests/deploy/locale-rules.test.ts fails while they disagree with the registry.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const BEGIN = "# BEGIN generated locale 404 rules (scripts/locales/deploy-rules.ts; npm run locale:add)";
const END = "# END generated locale 404 rules";

/** netlify.toml's redirect rules, one per translated locale, between the markers. */
export const netlifyRules = (translated: readonly string[]): string =>
  [
    BEGIN,
    ...translated.map((locale) =>
      ["[[redirects]]", `  from = "/${locale}/*"`, `  to = "/${locale}/404.html"`, "  status = 404"].join(
        "\n",
      ),
    ),
    END,
  ].join("\n\n");

/** The nginx regex alternation that matches the first path segment of a translated locale. */
export const nginxLocalePattern = (translated: readonly string[]): string =>
  translated.map((locale) => locale.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

const replaceBetween = (text: string, replacement: string): string => {
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`netlify.toml lacks the "${BEGIN}" … "${END}" markers`);
  return text.slice(0, start) + replacement + text.slice(end + END.length);
};

const NGINX_LOCATION = /(location ~ \^\/\(\?<locale>)[^)]*(\)\/)/g;

/** The files as they must read for these translated locales. */
export function deployRuleFiles(root: string, translated: readonly string[]): Record<string, string> {
  const netlify = join(root, "netlify.toml");
  const nginx = join(root, "deploy/nginx/chattobook.conf");
  return {
    [netlify]: replaceBetween(readFileSync(netlify, "utf8"), netlifyRules(translated)),
    [nginx]: readFileSync(nginx, "utf8").replace(NGINX_LOCATION, `$1${nginxLocalePattern(translated)}$2`),
  };
}

/** Rewrites netlify.toml and the nginx recipe for these translated locales. */
export function writeDeployRules(root: string, translated: readonly string[]): string[] {
  const files = deployRuleFiles(root, translated);
  for (const [path, text] of Object.entries(files)) writeFileSync(path, text);
  return Object.keys(files);
}
