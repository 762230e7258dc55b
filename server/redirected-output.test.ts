import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeExport } from "./redirected-output.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "chattobook-redirect-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("writeExport", () => {
  it("replaces what npm printed before it in a `>` redirect", () => {
    const file = join(dir, "truncate.csv");
    const fd = openSync(file, "w"); // what the shell does for `> leads.csv`
    writeSync(fd, "\n> chattobook-landing@1.0.0 leads\n> node server/leads.ts\n\n");
    writeExport("\ufeffid,name\r\n1,Ada\r\n", fd);
    closeSync(fd);
    expect(readFileSync(file, "utf8")).toBe("\ufeffid,name\r\n1,Ada\r\n");
  });

  it("keeps earlier content in a `>>` redirect", () => {
    const file = join(dir, "append.csv");
    const fd = openSync(file, "a");
    writeSync(fd, "before\n");
    writeExport("after\n", fd);
    closeSync(fd);
    expect(readFileSync(file, "utf8")).toBe("before\nafter\n");
  });
});
