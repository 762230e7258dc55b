/*
 * A bound on database work in flight. Past it the API answers 503 at once instead of queueing
 * without limit, so a flood costs the flooder, not everyone's latency and the server's memory.
 */

/** Counts database work in flight, refusing more than `max` at once instead of queueing without bound. */
export interface WorkGate {
  /** Takes a slot, or returns false when all are busy. */
  tryEnter(): boolean;
  leave(): void;
  readonly inFlight: number;
}

export function createWorkGate(max: number): WorkGate {
  let inFlight = 0;
  return {
    tryEnter() {
      if (inFlight >= max) return false;
      inFlight++;
      return true;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
    },
    get inFlight() {
      return inFlight;
    },
  };
}
