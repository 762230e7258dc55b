import type { AstroIntegration } from "astro";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { PublicConfig } from "#src/core/settings/public-env.ts";
import { moveLocaleNotFoundPages } from "./locale-not-found.ts";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  HASHED_ASSETS_PATH,
  IMMUTABLE_CACHE,
  inlineScripts,
  scriptHash,
  siteHeaders,
} from "#src/core/http-policy.ts";
import { moveBodyStylesToHead } from "./valid-html.ts";

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
/** Below this size a compressed copy saves less than it costs to look up. */
const MIN_COMPRESS_BYTES = 512;

/**
 * After the build: moves the styles of each page's body to its head (valid-html.ts), writes
 * `_headers` (security headers with the CSP hashes of the inline scripts this build emitted) and
 * precompressed .br/.gz copies, so neither our server nor a CDN compresses at request time.
 */
export function postBuild(config: PublicConfig): AstroIntegration {
  return {
    name: "chattobook:post-build",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const siteDir = fileURLToPath(dir);
        await moveLocaleNotFoundPages(siteDir, config.locales);
        const files = (await readdir(siteDir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name));

        const hashes = new Set<string>();
        for (const file of files.filter((f) => f.endsWith(".html"))) {
          const built = await readFile(file, "utf8");
          const html = moveBodyStylesToHead(built);
          if (html !== built) await writeFile(file, html);
          for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
        }
        const csp = contentSecurityPolicy(config, hashes);
        await writeFile(
          join(siteDir, "_headers"),
          formatHeadersFile({
            "/*": siteHeaders(csp),
            [HASHED_ASSETS_PATH]: { "Cache-Control": IMMUTABLE_CACHE },
          }),
        );

        let original = 0;
        let brotli = 0;
        for (const file of files.filter((f) => COMPRESSIBLE.test(f))) {
          const content = await readFile(file);
          if (content.length < MIN_COMPRESS_BYTES) continue;
          const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          await writeFile(`${file}.br`, br);
          await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
          original += content.length;
          brotli += br.length;
        }
        logger.info(
          `_headers with ${hashes.size} script hash(es); precompressed ${(original / 1024).toFixed(1)} KiB ` +
            `to ${(brotli / 1024).toFixed(1)} KiB (brotli)`,
        );
      },
    },
  };
}
