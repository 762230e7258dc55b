import { describe, expect, it } from "vitest";
import { ceilingMessage, createCeilingAlarm } from "./ceiling.ts";

describe("createCeilingAlarm", () => {
  it("warns at most once a minute per kind, however many refusals a flood brings", () => {
    let now = new Date("2026-11-28T10:15:05Z");
    const warnings: string[] = [];
    const alarm = createCeilingAlarm(undefined, {
      warn: (message) => warnings.push(message),
      now: () => now,
    });
    for (let i = 0; i < 1000; i++) alarm.tripped("leads", 30);
    alarm.tripped("events", 300);
    expect(warnings).toEqual([
      ceilingMessage("leads", 30, new Date("2026-11-28T10:15:05Z")),
      ceilingMessage("events", 300, new Date("2026-11-28T10:15:05Z")),
    ]);
    now = new Date("2026-11-28T10:16:00Z");
    alarm.tripped("leads", 30);
    expect(warnings).toHaveLength(3);
  });

  it("says what happened, what visitors see and what to change", () => {
    expect(ceilingMessage("leads", 30, new Date("2026-11-28T10:15:05Z"))).toBe(
      "the site-wide ceiling of 30 leads a minute was reached at 2026-11-28 10:15 UTC: further leads are refused this minute, and the form offers visitors WhatsApp and the booking page instead. Usually a flood from many addresses; if it is real traffic, raise LEAD_CEILING_PER_MINUTE.",
    );
  });
});
