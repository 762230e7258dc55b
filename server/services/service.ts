/*
 * Start-up as a list: each part of the server (the database, its workers, the HTTP server) is a
 * Service, started in the list's order and stopped in reverse, so nothing outlives what it uses
 * (the HTTP server stops taking leads before the workers stop, the database closes last).
 */

export interface Service {
  /** Named in the log when its stop fails. */
  readonly name: string;
  /** Prepares the database for it (tables, triggers), whether or not it then runs; before start. */
  install?(): Promise<void>;
  start(): Promise<void>;
  /** Undoes start; called only for a service whose start finished. */
  stop(): Promise<void>;
}

/** A start-up failure that its message explains (a held lock, a failed migration): no stack. */
export class StartError extends Error {
  override name = "StartError";
}

export interface StartedServices {
  /** Stops every started service in reverse order; a failing stop is reported and the rest still stop. */
  stop(): Promise<void>;
}

async function stopInReverse(
  started: readonly Service[],
  report: (service: Service, error: unknown) => void,
): Promise<void> {
  for (const service of [...started].reverse()) {
    try {
      await service.stop();
    } catch (error) {
      report(service, error);
    }
  }
}

const reportToStderr = (service: Service, error: unknown) =>
  console.error(`Stopping ${service.name} failed: ${(error as Error).message}`);

/**
 * Installs and starts each service in order. When one fails, those already started are stopped
 * (the database closes, its lock is released) before the error goes on.
 */
export async function startServices(
  services: readonly Service[],
  report: (service: Service, error: unknown) => void = reportToStderr,
): Promise<StartedServices> {
  const started: Service[] = [];
  try {
    for (const service of services) {
      await service.install?.();
      await service.start();
      started.push(service);
    }
  } catch (error) {
    await stopInReverse(started, report);
    throw error;
  }
  return { stop: () => stopInReverse(started, report) };
}
