/*
 * The loop of a background worker (the outbox worker, server/outbox/outbox.ts): a pass over the
 * due work at start and every `pollMs`, never two passes at once, failures reported and retried
 * at the next poll, and a stop that waits for the pass in progress.
 */

export interface Poller {
  /** Stops scheduling and waits for the pass in progress to finish. */
  stop(): Promise<void>;
  /** True once stop() was called: a pass checks it between items. */
  readonly stopped: boolean;
}

export function startPoller(
  pass: (poller: Poller) => Promise<void>,
  options: { pollMs: number; onError: (error: unknown) => void },
): Poller {
  let stopped = false;
  let running: Promise<void> | undefined;
  const poller: Poller = {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
  const run = () => {
    if (stopped || running) return;
    running = pass(poller)
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, options.pollMs);
  timer.unref();
  run();
  return poller;
}
