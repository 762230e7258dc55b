import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../src/config/local-dev-keys.ts";
import { createApp } from "./app.ts";
import { loadDotEnv, loadServerConfig } from "./config.ts";
import { EnvError } from "../src/config/env.ts";
import { announceServer, LockError, LOOPBACK_HOST } from "./db/lock.ts";
import { migrate } from "./db/migrate.ts";
import { openDatabase } from "./db/open.ts";
import { listen } from "./http/listen.ts";
import { startRetention } from "./db/retention.ts";
import { startSaltKeeper } from "./analytics/salt-keeper.ts";
import { prepareLeadEmail, senderAddress, startLeadEmail } from "./lead-email/worker.ts";
import { prepareOutbox, startLeadWebhook, type LeadWebhook } from "./lead-webhook/worker.ts";

/*
 * `node server/main.ts`: the local server. Reads the environment, opens the database (taking the
 * DATA_DIR lock), applies migrations, serves, and on SIGTERM/SIGINT stops accepting, lets
 * in-flight requests finish, closes the database and releases the lock.
 */

/** The longest a shutdown may take before the process gives up waiting and exits. */
const SHUTDOWN_DEADLINE_MS = 8_000;

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let config;
  try {
    config = loadServerConfig(env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (error instanceof LockError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let migrations;
  try {
    migrations = await migrate(db);
  } catch (error) {
    // The message names the file and PostgreSQL's reason; the driver's dump of the script is noise.
    console.error((error as Error).message);
    await db.close();
    process.exit(1);
  }
  await prepareOutbox(db);
  const retention = await startRetention(db, {
    leads: config.leadRetentionDays,
    events: config.analyticsRetentionDays,
  });
  const stopSaltKeeper = startSaltKeeper(db);
  const emailChannels = config.smtpUrl
    ? {
        alertTo: config.leadAlertTo,
        autoreply: config.leadAutoreply,
        autoreplyMaxPerHour: config.leadAutoreplyMaxPerHour,
      }
    : undefined;
  await prepareLeadEmail(db, emailChannels);
  const email =
    config.smtpUrl && emailChannels
      ? startLeadEmail(db, {
          ...emailChannels,
          smtpUrl: config.smtpUrl,
          from: senderAddress(config.smtpUrl, config.leadAlertFrom),
          brand: config.brandName,
        })
      : undefined;
  let webhook: LeadWebhook | undefined;
  if (config.leadWebhookUrl) {
    webhook = await startLeadWebhook(db, {
      url: config.leadWebhookUrl,
      secret: config.leadWebhookSecret,
      timeoutMs: config.leadWebhookTimeoutMs,
    });
  }
  const app = createApp({ db, config });
  const running = await listen(app, { port: config.port, host: config.host });
  // So `npm run leads` and `npm run stats` on this DATA_DIR can go through this server.
  if (!config.databaseUrl) announceServer(config.dataDir, running.url);

  const show = (path: string) => relative(process.cwd(), path) || ".";
  const key = (value: string, fallback: string, name: string) =>
    value === fallback
      ? `${value}  (local-dev default; set ${name} to change)`
      : `(from ${name}, not printed)`;
  console.info(
    [
      `Listening on ${running.url}`,
      `  Site:        ${running.url}/  (from ${show(config.siteDir)})`,
      `  REST API:    ${running.url}/rest/v1/contact_submissions`,
      `  Database:    ${db.description}; migrations: ${migrations.applied.length} applied now, ${migrations.alreadyApplied.length} already`,
      `  anon key:    ${key(config.anonKey, LOCAL_ANON_KEY, "SUPABASE_ANON_KEY")}`,
      `  service key: ${key(config.serviceRoleKey, LOCAL_SERVICE_ROLE_KEY, "SUPABASE_SERVICE_ROLE_KEY")}`,
      // On PGlite the command finds this server through the lock when it listens on loopback.
      `  Leads:       ${config.databaseUrl || LOOPBACK_HOST.test(new URL(running.url).hostname) ? "npm run leads" : `npm run leads -- --url ${running.url}`}  (--json, --csv, --help)`,
      `  Webhook:     ${config.leadWebhookUrl ? `every new lead is POSTed to ${new URL(config.leadWebhookUrl).origin}` : "off (set LEAD_WEBHOOK_URL)"}`,
      `  Retention:   ${config.leadRetentionDays === 0 ? "leads are kept until erased (LEAD_RETENTION_DAYS=0)" : `leads older than ${config.leadRetentionDays} days are deleted daily (LEAD_RETENTION_DAYS)`}`,
      `  E-mail:      ${config.smtpUrl ? `via ${new URL(config.smtpUrl).host}: ${config.leadAlertTo.length} alert recipient(s), auto-reply ${config.leadAutoreply ? `on (at most ${config.leadAutoreplyMaxPerHour} an hour, one a day per address)` : "off"}` : "off (set SMTP_URL and LEAD_ALERT_TO)"}`,
    ].join("\n"),
  );
  if (!existsSync(join(config.siteDir, "index.html"))) {
    console.warn(
      `Warning: ${show(config.siteDir)}/index.html is missing; run \`npm run build\` (or use \`npm start\`).`,
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.info(`${signal}: finishing requests in progress, then closing the database.`);
    setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    stopSaltKeeper();
    retention.stop();
    // A webhook delivery in progress is aborted at once (its timeout may be longer than the
    // deadline) and stays due, for the next start or another server; the receiver can drop the
    // repeat by its webhook-id if the aborted one got through.
    await Promise.all([running.close(SHUTDOWN_DEADLINE_MS / 2), webhook?.stop(), email?.stop()]);
    await db.close();
    console.info("Stopped.");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  loadDotEnv();
  await main();
}
