/*
 * npm run cms: the CMS at http://localhost:4321/admin/ next to the dev server (decision 052).
 * Starts Decap's local backend (decap-server, which writes the copy files in this checkout: no
 * account, no network) and `astro dev` with /admin switched on. Ctrl-C stops both.
 *
 *   CMS_PORT   the local backend's port (default 8081); other arguments go to `astro dev`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const port = process.env.CMS_PORT || "8081";
const children: ChildProcess[] = [];

const start = (args: string[], env: Record<string, string>) => {
  const child = spawn(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill();
    process.exitCode = code ?? 1;
  });
};

// MODE fs: saves write the files themselves; committing them stays with you.
start([require.resolve("decap-server/dist/index.js")], {
  PORT: port,
  MODE: "fs",
  GIT_REPO_DIRECTORY: process.cwd(),
});
start(
  [
    fileURLToPath(new URL("../node_modules/astro/bin/astro.mjs", import.meta.url)),
    "dev",
    ...process.argv.slice(2),
  ],
  {
    CMS_PROXY_URL: `http://127.0.0.1:${port}/api/v1`,
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
