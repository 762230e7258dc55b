import type { AstroIntegration } from "astro";
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Connect } from "vite";
import type { PublicConfig } from "#src/core/settings/public-env.ts";
import {
  checkCopy,
  copyProblems,
  describeKey,
  FACTS_NAME,
  normaliseSave,
} from "#src/content/copy/cms-check.ts";
import { cmsConfig, COPY_FOLDER, editorLocales, editorState, MEDIA } from "#src/content/copy/cms.ts";
import { COLLECTION_PAGES } from "#src/content/copy/labels.ts";
import { adminPage } from "#src/integrations/cms/admin-page.ts";
import { writeAdminSite } from "#src/integrations/cms/build.ts";
import { createFileApi } from "#src/integrations/cms/file-api.ts";
import { refusal } from "#src/integrations/cms/guard.ts";

/*
 * The content editor at /admin/ (Decap CMS, decisions 052 and 081) on `astro dev`, when
 * `npm run cms` asks for it (CMS_LOCAL=1): the editor's page with its configuration made from the
 * copy schema, Decap's prebuilt bundle from node_modules (offline, no account), and the file API
 * the editor saves through, on this server behind its host check, on the copy and media folders
 * alone. On every dev server, a page whose copy files have a mistake says so. A build includes the
 * editor, saving through GitHub, when PUBLIC_CMS_REPO asks for it (decision 083).
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");
const EDITOR_DIR = fileURLToPath(new URL("./cms/editor", import.meta.url));
const API_PATH = "/admin/api/v1";
const PROBLEMS_PATH = "/__copy-problems";
/** A save is a few copy files, or one image as base64. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * The admin page's own script (cms/editor/), bundled into one classic script once per start or
 * build: it must run, whole, before Decap's bundle.
 */
async function editorScript(): Promise<string> {
  const result = await build({
    configFile: false,
    envFile: false,
    logLevel: "silent",
    publicDir: false,
    root: EDITOR_DIR,
    build: {
      write: false,
      minify: false,
      lib: { entry: join(EDITOR_DIR, "main.ts"), formats: ["iife"], name: "cmsEditor" },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as { output: { code?: string }[] }[];
  const code = output?.output[0]?.code;
  if (!code) throw new Error("The editor's script did not bundle (src/integrations/cms/editor/main.ts)");
  return code;
}

/** The banner a dev page shows while a copy file has a mistake (the page keeps the last good copy). */
const PROBLEMS_BANNER = `
fetch(${JSON.stringify(PROBLEMS_PATH)}).then((r) => r.ok ? r.json() : []).then((problems) => {
  if (!problems.length) return;
  const banner = document.createElement("div");
  banner.setAttribute("role", "alert");
  banner.id = "copy-problems";
  banner.style.cssText = "position:fixed;inset-inline:0;top:0;z-index:2147483647;background:#7f1d1d;color:#fff;font:15px/1.45 system-ui,sans-serif;padding:12px 16px;box-shadow:0 2px 8px #0006;max-height:50vh;overflow:auto";
  const title = document.createElement("strong");
  title.textContent = problems.length === 1
    ? "The copy has a mistake. This page shows the last good copy until it is fixed:"
    : "The copy has " + problems.length + " mistakes. This page shows the last good copy until they are fixed:";
  const list = document.createElement("ul");
  list.style.cssText = "margin:6px 0 0;padding-inline-start:20px";
  for (const problem of problems) {
    const item = document.createElement("li");
    item.textContent = problem;
    list.append(item);
  }
  banner.append(title, list);
  document.body.append(banner);
}).catch(() => {});
`;

/** Reads a request's body, up to a limit. */
function readBody(request: Connect.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("too large"));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export interface CmsOptions {
  /** `npm run cms`: the editor on the dev server, saving to this checkout's files. */
  local: boolean;
  /** The site's settings: the editor's hints say which texts they hide. */
  config: PublicConfig;
}

export function cmsAdmin({ local, config }: CmsOptions): AstroIntegration {
  // A new token each run: only the page this run served can save.
  const token = randomBytes(24).toString("base64url");
  return {
    name: "chattobook:cms",
    hooks: {
      "astro:config:setup": ({ command, injectScript }) => {
        if (command === "dev") injectScript("page", PROBLEMS_BANNER);
      },
      "astro:server:setup": ({ server, logger }) => {
        const json = (response: ServerResponse, status: number, body: unknown) => {
          response.writeHead(status, {
            "Content-Type": "application/json; charset=utf-8",
            "Cache-Control": "no-store",
          });
          response.end(JSON.stringify(body));
        };
        server.middlewares.use((request, response, next) => {
          const path = (request.url ?? "").split("?")[0] ?? "";
          if (path !== PROBLEMS_PATH) return next();
          const refused = refusal(request);
          if (refused) return json(response, 403, { error: refused });
          json(response, 200, copyProblems());
        });
        if (!local) return;

        const api = createFileApi({
          root: ROOT,
          contentFolder: COPY_FOLDER,
          mediaFolder: MEDIA.folder,
          singleFiles: [FACTS_NAME],
          check: checkCopy,
          describe: describeKey,
          normalise: normaliseSave,
        });
        const bundle = dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
        const script = editorScript();
        server.middlewares.use((request, response, next) => {
          const path = (request.url ?? "").split("?")[0] ?? "";
          if (path !== "/admin" && !path.startsWith("/admin/")) return next();
          const refused = refusal(request, path === API_PATH ? token : undefined);
          if (refused) {
            logger.warn(`Refused ${request.method} ${path}: ${refused}`);
            return json(response, 403, { error: `Refused: ${refused}` });
          }
          const send = (type: string, body: string | Buffer) => {
            response.writeHead(200, {
              "Content-Type": type,
              "Cache-Control": "no-store",
              "X-Frame-Options": "DENY",
              "Content-Security-Policy": "frame-ancestors 'none'",
            });
            response.end(body);
          };
          if (path === "/admin") {
            response.writeHead(308, { Location: "/admin/" });
            response.end();
          } else if (path === "/admin/")
            send(
              "text/html; charset=utf-8",
              adminPage({
                config: cmsConfig({ name: "proxy", proxy_url: API_PATH }, editorState(config)),
                locales: editorLocales(),
                pages: COLLECTION_PAGES,
                token,
              }),
            );
          else if (path === API_PATH) {
            if (request.method !== "POST") return json(response, 405, { error: "POST only" });
            readBody(request)
              .then((text) => {
                const answer = api(JSON.parse(text));
                if (answer.status !== 200)
                  logger.warn(`Save refused: ${(answer.body as { error?: string }).error ?? answer.status}`);
                else if ((answer.body as { files?: string[] })?.files?.length)
                  logger.info(`Saved ${(answer.body as { files: string[] }).files.join(", ")}`);
                json(response, answer.status, answer.body);
              })
              .catch((error: unknown) =>
                json(response, 400, { error: `Bad request: ${(error as Error).message}` }),
              );
          } else if (path === "/admin/editor.js")
            script.then((code) => send("text/javascript; charset=utf-8", code), next);
          else if (/^\/admin\/[\w.-]+\.(js|wasm)$/.test(path) && existsSync(join(bundle, basename(path))))
            // The bundle loads its chunks from beside itself.
            send(
              path.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8",
              readFileSync(join(bundle, basename(path))),
            );
          else next();
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (!config.cmsRepo) return;
        writeAdminSite(fileURLToPath(dir), config, await editorScript());
        logger.info(`Content editor at /admin/, committing to ${config.cmsRepo} (${config.cmsBranch})`);
      },
      "astro:server:start": ({ address, logger }) => {
        if (local)
          logger.info(`Content editor: http://localhost:${address.port}/admin/ (saves to ${COPY_FOLDER}/)`);
      },
    },
  };
}
