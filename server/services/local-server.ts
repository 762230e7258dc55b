import { createApp } from "#server/app.ts";
import type { ServerConfig } from "#server/config.ts";
import { startSaltKeeper } from "#server/analytics/salt-keeper.ts";
import { announceServer, LockError } from "#server/db/lock.ts";
import { migrate, type MigrationReport } from "#server/db/migrate.ts";
import { openDatabase } from "#server/db/open.ts";
import { startRetention, type Retention } from "#server/db/retention.ts";
import type { Database } from "#server/db/types.ts";
import { listen, type RunningServer } from "#server/http/listen.ts";
import {
  prepareLeadEmail,
  senderAddress,
  startLeadEmail,
  type LeadEmail,
} from "#server/lead-email/worker.ts";
import { prepareOutbox, startLeadWebhook, type LeadWebhook } from "#server/lead-webhook/worker.ts";
import { StartError, type Service } from "./service.ts";

/*
 * The services of `npm start`, in start-up order: the database (opened under the DATA_DIR lock
 * and migrated), retention (expired rows go before any worker sees them), the analytics salt
 * keeper, lead e-mail, the lead webhook, and the HTTP server last, so it takes requests only once
 * everything behind it runs, and stops taking them first.
 */

/** What the banner tells about a started server. */
export interface LocalServer {
  readonly services: readonly Service[];
  /** After start: the open database, what migrate did, and the address served. */
  started(): { db: Database; migrations: MigrationReport; url: string };
}

export function localServer(config: ServerConfig, options: { closeGraceMs: number }): LocalServer {
  let db: Database | undefined;
  let migrations: MigrationReport | undefined;
  let running: RunningServer | undefined;
  const database = (): Database => {
    if (!db) throw new Error("The database service has not started.");
    return db;
  };

  const databaseService: Service = {
    name: "database",
    async start() {
      try {
        db = await openDatabase(config);
      } catch (error) {
        if (error instanceof LockError) throw new StartError(error.message, { cause: error });
        throw error;
      }
      try {
        migrations = await migrate(db);
      } catch (error) {
        await db.close();
        // The message names the file and PostgreSQL's reason; the driver's dump of the script is noise.
        throw new StartError((error as Error).message, { cause: error });
      }
    },
    stop: () => database().close(),
  };

  let retention: Retention | undefined;
  const retentionService: Service = {
    name: "retention",
    async start() {
      retention = await startRetention(database(), {
        leads: config.leadRetentionDays,
        events: config.analyticsRetentionDays,
      });
    },
    stop: async () => retention?.stop(),
  };

  let stopSaltKeeper: (() => void) | undefined;
  const saltKeeperService: Service = {
    name: "analytics salt keeper",
    start: async () => {
      stopSaltKeeper = startSaltKeeper(database());
    },
    stop: async () => stopSaltKeeper?.(),
  };

  const emailChannels = config.smtpUrl
    ? {
        alertTo: config.leadAlertTo,
        autoreply: config.leadAutoreply,
        autoreplyMaxPerHour: config.leadAutoreplyMaxPerHour,
      }
    : undefined;
  let email: LeadEmail | undefined;
  const emailService: Service = {
    name: "lead e-mail",
    install: () => prepareLeadEmail(database(), emailChannels),
    async start() {
      if (!config.smtpUrl || !emailChannels) return;
      email = startLeadEmail(database(), {
        ...emailChannels,
        smtpUrl: config.smtpUrl,
        from: senderAddress(config.smtpUrl, config.leadAlertFrom),
        brand: config.brandName,
      });
    },
    stop: async () => email?.stop(),
  };

  let webhook: LeadWebhook | undefined;
  const webhookService: Service = {
    name: "lead webhook",
    install: () => prepareOutbox(database()),
    async start() {
      if (!config.leadWebhookUrl) return;
      webhook = await startLeadWebhook(database(), {
        url: config.leadWebhookUrl,
        secret: config.leadWebhookSecret,
        timeoutMs: config.leadWebhookTimeoutMs,
      });
    },
    // A delivery in progress is aborted at once (its timeout may be longer than the shutdown
    // deadline) and stays due, for the next start or another server; the receiver can drop the
    // repeat by its webhook-id if the aborted one got through.
    stop: async () => webhook?.stop(),
  };

  const httpService: Service = {
    name: "HTTP server",
    async start() {
      running = await listen(createApp({ db: database(), config }), { port: config.port, host: config.host });
      // So `npm run leads` and `npm run stats` on this DATA_DIR can go through this server.
      if (!config.databaseUrl) announceServer(config.dataDir, running.url);
    },
    // Stops accepting, and lets requests in progress finish within the grace.
    stop: async () => running?.close(options.closeGraceMs),
  };

  return {
    services: [
      databaseService,
      retentionService,
      saltKeeperService,
      emailService,
      webhookService,
      httpService,
    ],
    started() {
      if (!migrations || !running) throw new Error("The server's services have not started.");
      return { db: database(), migrations, url: running.url };
    },
  };
}
