import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/**
 * Compressed size of every JavaScript file the page's islands load: the component and renderer
 * entry points named on each <astro-island>, followed through their static imports.
 */
export function islandBytes(siteDir: string, html: string): { files: number; brotli: number; gzip: number } {
  const entries = [...html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1] ?? "");
  const seen = new Set<string>();
  const queue = entries.map((url) => url.replace(/^\//, ""));
  while (queue.length > 0) {
    const file = queue.pop() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(siteDir, file), "utf8");
    const dir = file.slice(0, file.lastIndexOf("/") + 1);
    for (const match of source.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g))
      queue.push(dir + match[1]);
  }
  let brotli = 0;
  let gzip = 0;
  for (const file of seen) {
    const content = readFileSync(join(siteDir, file));
    brotli += brotliCompressSync(content).length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: seen.size, brotli, gzip };
}
