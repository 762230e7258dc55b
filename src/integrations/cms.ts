import type { AstroIntegration } from "astro";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { cmsConfig } from "#src/content/copy/cms.ts";

/*
 * The CMS at /admin (Decap CMS, decision 052) on `astro dev`, only when `npm run cms` started its
 * local backend (CMS_PROXY_URL): the editor page, its configuration made from the copy schema,
 * and Decap's prebuilt bundle from node_modules, so it works offline with no account. Nothing of
 * it is in a build: a production CMS needs a Git backend (README, "Changing copy").
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");

const ADMIN_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content manager</title>
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`;

export function cmsAdmin(proxyUrl: string | undefined): AstroIntegration {
  return {
    name: "chattobook:cms",
    hooks: {
      "astro:server:setup": ({ server, logger }) => {
        if (!proxyUrl) return;
        const bundle = dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
        server.middlewares.use((request, response, next) => {
          const path = (request.url ?? "").split("?")[0];
          const send = (type: string, body: string | Buffer) => {
            response.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" });
            response.end(body);
          };
          if (path === "/admin") {
            response.writeHead(308, { Location: "/admin/" });
            response.end();
          } else if (path === "/admin/") send("text/html; charset=utf-8", ADMIN_PAGE);
          else if (path === "/admin/config.yml")
            // Made from the schema and the registry as this process loaded them: restart after changing those.
            send(
              "text/yaml; charset=utf-8",
              stringify(cmsConfig({ name: "proxy", proxy_url: proxyUrl }, ROOT)),
            );
          else if (
            /^\/admin\/[\w.-]+\.(js|wasm)$/.test(path ?? "") &&
            existsSync(join(bundle, basename(path ?? "")))
          )
            // The bundle loads its chunks from beside itself.
            send(
              path?.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8",
              readFileSync(join(bundle, basename(path ?? ""))),
            );
          else next();
        });
        logger.info(`CMS at /admin/, saving through ${proxyUrl}`);
      },
    },
  };
}
