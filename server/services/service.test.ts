import { describe, expect, it } from "vitest";
import { startServices, type Service } from "./service.ts";

/** A service that records its steps in `log`, and fails at `failAt` if given. */
function recorded(name: string, log: string[], failAt?: "install" | "start" | "stop"): Service {
  const step = (what: string) => async () => {
    log.push(`${what} ${name}`);
    if (failAt === what) throw new Error(`${name} ${what} broke`);
  };
  return { name, install: step("install"), start: step("start"), stop: step("stop") };
}

describe("startServices", () => {
  it("installs and starts in order, stops in reverse", async () => {
    const log: string[] = [];
    const started = await startServices([recorded("db", log), recorded("http", log)]);
    await started.stop();
    expect(log).toEqual(["install db", "start db", "install http", "start http", "stop http", "stop db"]);
  });

  it("stops what had started when a later service fails, then rethrows", async () => {
    const log: string[] = [];
    const services = [recorded("db", log), recorded("worker", log), recorded("http", log, "start")];
    await expect(startServices(services)).rejects.toThrow("http start broke");
    expect(log).toEqual([
      "install db",
      "start db",
      "install worker",
      "start worker",
      "install http",
      "start http",
      "stop worker",
      "stop db",
    ]);
  });

  it("keeps stopping the rest when one stop fails, and reports it", async () => {
    const log: string[] = [];
    const reported: string[] = [];
    const started = await startServices(
      [recorded("db", log), recorded("worker", log, "stop")],
      (service, error) => reported.push(`${service.name}: ${(error as Error).message}`),
    );
    await started.stop();
    expect(log.slice(-2)).toEqual(["stop worker", "stop db"]);
    expect(reported).toEqual(["worker: worker stop broke"]);
  });
});
