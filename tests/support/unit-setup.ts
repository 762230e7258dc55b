import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";
import { vi } from "vitest";

/*
 * Setup of the `unit` project (vitest.config.ts, decision 095): a unit test runs in memory. One
 * that starts a server, opens a connection (a database, an HTTP server), starts a process or opens
 * PGlite fails here at once, naming the integration project, instead of slowing the fast loop.
 */

function refuse(what: string): never {
  throw new Error(
    `A unit test may not ${what}: list the test file in INTEGRATION in vitest.config.ts (decision 095).`,
  );
}

net.Server.prototype.listen = () => refuse("start a server");
net.Socket.prototype.connect = () => refuse("open a network connection");
for (const name of ["exec", "execFile", "execFileSync", "execSync", "fork", "spawn", "spawnSync"] as const)
  Object.assign(childProcess, { [name]: () => refuse("start a process") });
// The named imports of node:child_process are bound to the module object: make them see the change.
syncBuiltinESMExports();

vi.mock("@electric-sql/pglite", async (original) => ({
  ...(await original<object>()),
  PGlite: Object.assign(
    function PGlite() {
      refuse("open a PGlite database");
    },
    { create: () => refuse("open a PGlite database") },
  ),
}));
