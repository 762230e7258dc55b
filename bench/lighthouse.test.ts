import { describe, expect, it } from "vitest";
import { observedLongTasks } from "./lighthouse.ts";

const thread = (pid: number, tid: number, name: string) => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, name: string, ts: number, durMs: number, data?: { type: string }) => ({
  name,
  ph: "X",
  pid,
  tid: 1,
  ts,
  dur: durMs * 1000,
  ...(data ? { args: { data } } : {}),
});

describe("observedLongTasks", () => {
  it("lists the page renderer's tasks that block under a 4× slower CPU, with where their time went", () => {
    const events = [
      thread(1, 1, "CrRendererMain"),
      thread(2, 1, "CrRendererMain"),
      { name: "navigationStart", ph: "R", pid: 1, tid: 1, ts: 1_000_000 },
      task(1, "RunTask", 1_063_000, 29.6),
      task(1, "Layout", 1_064_000, 20.5),
      task(1, "UpdateLayoutTree", 1_085_000, 5.2),
      task(1, "RunTask", 1_100_000, 10), // under 12.5 ms: does not block even 4× slower
      task(1, "RunTask", 1_120_000, 14),
      task(1, "EventDispatch", 1_121_000, 11, { type: "DOMContentLoaded" }),
      task(2, "RunTask", 1_000_000, 80), // another, quieter renderer (not the page's)
    ];
    expect(observedLongTasks(events)).toEqual([
      {
        startMs: 63,
        durationMs: 29.6,
        top: [
          ["Layout", 20.5],
          ["UpdateLayoutTree", 5.2],
        ],
      },
      { startMs: 120, durationMs: 14, top: [["EventDispatch(DOMContentLoaded)", 11]] },
    ]);
  });
});
