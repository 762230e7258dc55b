import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cpuMsFromStat } from "./static-load.ts";

describe("cpuMsFromStat", () => {
  it("adds user and system ticks, after a command name holding spaces and parentheses", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const line = "4242 (nginx: worker) x) S 1 4242 4242 0 -1 4194560 120 0 0 0 731 269 0 0 20 0 1 0";
    expect(cpuMsFromStat(line)).toBe(10_000);
  });

  // This thread's, not the process's: the unit tests run in threads of one process, and another
  // thread's CPU between two reads of the process's counters made them disagree.
  it("reads this thread's own CPU time as process.threadCpuUsage does, to /proc's 10 ms resolution", () => {
    const start = process.threadCpuUsage();
    const before = cpuMsFromStat(readFileSync("/proc/thread-self/stat", "utf8"));
    // Burn CPU until Node itself counts 200 ms, however long the machine takes to give them.
    let spin = 0;
    while (process.threadCpuUsage(start).user < 200_000) spin += Math.sqrt(spin + 1);
    const used = process.threadCpuUsage(start);
    const measured = cpuMsFromStat(readFileSync("/proc/thread-self/stat", "utf8")) - before;
    expect(spin).toBeGreaterThan(0);
    expect(Math.abs(measured - (used.user + used.system) / 1000)).toBeLessThanOrEqual(30);
  });

  it("refuses a line it cannot read", () => {
    expect(() => cpuMsFromStat("not a stat line")).toThrow(/unreadable/);
  });
});
