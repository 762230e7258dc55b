/*
 * npm run cms: the content editor at http://localhost:4321/admin/ on the dev server (decisions 052
 * and 081). `astro dev` with the editor switched on: it saves through the dev server itself, to the
 * copy files of this checkout (no account, no network). Arguments go to `astro dev`
 * (`npm run cms -- --port 4330`); the server listens on this machine alone, so `--host` may only
 * name a loopback address. Ctrl-C stops it.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { isLoopbackAddress } from "#src/integrations/cms/guard.ts";

const args = process.argv.slice(2);
const hostAt = args.findIndex((arg) => arg === "--host" || arg.startsWith("--host="));
const hostArg = args[hostAt] ?? "";
const host = hostArg.includes("=") ? hostArg.split("=")[1] : args[hostAt + 1];
if (hostAt >= 0 && (host === undefined || host.startsWith("-") || !isLoopbackAddress(host))) {
  console.error(
    `npm run cms listens on this machine only: --host ${host ?? ""} would open the editor, which writes ` +
      "this checkout's files, to the network. Use --host 127.0.0.1, or no --host.",
  );
  process.exit(2);
}

const astro = spawn(
  process.execPath,
  [fileURLToPath(new URL("../node_modules/astro/bin/astro.mjs", import.meta.url)), "dev", ...args],
  { stdio: "inherit", env: { ...process.env, CMS_LOCAL: "1" } },
);
astro.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 0 : 1);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => astro.kill(signal));
