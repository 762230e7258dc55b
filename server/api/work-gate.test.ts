import { describe, expect, it } from "vitest";
import { createWorkGate } from "./work-gate.ts";

describe("createWorkGate", () => {
  it("refuses past the bound and frees slots on leave", () => {
    const gate = createWorkGate(2);
    expect([gate.tryEnter(), gate.tryEnter(), gate.tryEnter()]).toEqual([true, true, false]);
    gate.leave();
    expect(gate.tryEnter()).toBe(true);
    expect(gate.inFlight).toBe(2);
  });
});
