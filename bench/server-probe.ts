import { constants, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

/*
 * Preloaded into the benched server (`node --import ./bench/server-probe.ts server/main.ts`): it
 * watches the event loop and the garbage collector from inside, where the client's wall-clock
 * latencies cannot see why a request waited. The bench asks over the IPC channel at the end of each
 * phase and the counters start again from zero. Costs one 1 ms timer; nothing else changes.
 */

/** What the server's own process saw during one phase of the bench. */
export interface ProbeSnapshot {
  /** How late the event loop ran a 1 ms timer: the time every waiting request was stuck. */
  loopDelayMs: { p50: number; p99: number; max: number };
  gc: Record<"minor" | "major" | "incremental" | "weak", { count: number; totalMs: number; maxMs: number }>;
  /** CPU time of the whole process (all threads), user + system. */
  cpuMs: number;
  /** Wall time the phase lasted. */
  wallMs: number;
  heapUsedMb: number;
}

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weak",
} as const;

const emptyGc = (): ProbeSnapshot["gc"] => ({
  minor: { count: 0, totalMs: 0, maxMs: 0 },
  major: { count: 0, totalMs: 0, maxMs: 0 },
  incremental: { count: 0, totalMs: 0, maxMs: 0 },
  weak: { count: 0, totalMs: 0, maxMs: 0 },
});

let gc = emptyGc();
let cpu = process.cpuUsage();
let since = performance.now();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind =
      KINDS[
        ((entry as { detail?: unknown }).detail as { kind?: number } | undefined)?.kind as keyof typeof KINDS
      ] ?? "weak";
    const bucket = gc[kind];
    bucket.count++;
    bucket.totalMs += entry.duration;
    bucket.maxMs = Math.max(bucket.maxMs, entry.duration);
  }
}).observe({ entryTypes: ["gc"] });

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

process.on("message", (message: unknown) => {
  if (message !== "bench:probe") return;
  const used = process.cpuUsage(cpu);
  const snapshot: ProbeSnapshot = {
    loopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    gc,
    cpuMs: Math.round((used.user + used.system) / 1000),
    wallMs: Math.round(performance.now() - since),
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
  };
  process.send?.({ type: "bench:probe", snapshot });
  delay.reset();
  gc = emptyGc();
  cpu = process.cpuUsage();
  since = performance.now();
});
