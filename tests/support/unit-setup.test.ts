import { PGlite } from "@electric-sql/pglite";
import { execFile, spawn } from "node:child_process";
import { createServer, connect } from "node:net";
import { describe, expect, it } from "vitest";

/*
 * The unit project's setup (unit-setup.ts) keeps servers, connections, processes and databases out
 * of the fast loop: each attempt fails at once with a message naming where such a test belongs.
 */

const NAMES_THE_PLACE = /list the test file in INTEGRATION in vitest\.config\.ts/;

describe("a unit test", () => {
  it("cannot start a server", () => {
    expect(() => createServer().listen(0, "127.0.0.1")).toThrow(NAMES_THE_PLACE);
  });

  it("cannot open a connection, by socket or by fetch", async () => {
    expect(() => connect(5432, "127.0.0.1")).toThrow(/may not open a network connection/);
    await expect(fetch("http://127.0.0.1:4321/")).rejects.toMatchObject({
      cause: { message: expect.stringMatching(NAMES_THE_PLACE) },
    });
  });

  it("cannot start a process", () => {
    expect(() => spawn("true")).toThrow(/may not start a process/);
    expect(() => execFile("true")).toThrow(/may not start a process/);
  });

  it("cannot open a PGlite database", async () => {
    expect(() => new PGlite()).toThrow(/may not open a PGlite database/);
    expect(() => PGlite.create()).toThrow(/may not open a PGlite database/);
  });
});
