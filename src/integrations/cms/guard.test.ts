import { describe, expect, it } from "vitest";
import { isLoopbackAddress, refusal } from "./guard.ts";

const request = (headers: Record<string, string>) => ({ method: "POST", headers });

describe("who may use the editor", () => {
  it("answers a page of this machine's server, with the run's token", () => {
    for (const host of ["localhost:4321", "127.0.0.1:4321", "[::1]:4321", "LOCALHOST:4321"])
      expect(
        refusal(request({ host, origin: `http://${host}`, "x-cms-token": "t" }), "t"),
        host,
      ).toBeUndefined();
  });

  it("refuses a foreign Host, as a page that points its own name at this machine sends", () => {
    expect(refusal(request({ host: "attacker.example:4321", "x-cms-token": "t" }), "t")).toMatch(
      /not for the host/,
    );
    expect(refusal(request({ host: "192.168.1.20:4321" }))).toMatch(/not for the host/);
    expect(refusal(request({}))).toMatch(/not for the host/);
  });

  it("refuses another site's page in the same browser, by its Origin", () => {
    expect(refusal(request({ host: "localhost:4321", origin: "http://evil.example" }))).toMatch(
      /not the editor's/,
    );
    // Another local server on another port is another site too.
    expect(refusal(request({ host: "localhost:4321", origin: "http://localhost:3000" }))).toMatch(
      /not the editor's/,
    );
    expect(refusal(request({ host: "localhost:4321", origin: "null" }))).toMatch(/not the editor's/);
  });

  it("refuses a save without the run's token", () => {
    expect(refusal(request({ host: "localhost:4321" }), "t")).toMatch(/token/);
    expect(refusal(request({ host: "localhost:4321", "x-cms-token": "guess" }), "t")).toMatch(/token/);
  });

  it("tells loopback addresses from the network's", () => {
    for (const address of ["127.0.0.1", "::1", "localhost", "127.0.1.1"])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ["0.0.0.0", "::", "192.168.1.20", "10.0.0.1"])
      expect(isLoopbackAddress(address)).toBe(false);
  });
});
