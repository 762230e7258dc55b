import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { loadDotEnv, loadServerConfig } from "./config.ts";
import { EnvError } from "#src/core/settings/env.ts";
import { LOOPBACK_HOST } from "#server/db/lock.ts";
import { localServer } from "#server/services/local-server.ts";
import { startServices, StartError } from "#server/services/service.ts";

/*
 * `node server/main.ts`: the local server. Reads the environment, starts the services of
 * services/local-server.ts in order (the database under the DATA_DIR lock, migrated; the workers;
 * the HTTP server), and on SIGTERM/SIGINT stops them in reverse: no new requests, in-flight ones
 * finish, workers abort what they were sending, the database closes and the lock is released.
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

  const server = localServer(config, { closeGraceMs: SHUTDOWN_DEADLINE_MS / 2 });
  let services;
  try {
    services = await startServices(server.services);
  } catch (error) {
    if (error instanceof StartError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { db, migrations, url } = server.started();

  const show = (path: string) => relative(process.cwd(), path) || ".";
  const key = (value: string, fallback: string, name: string) =>
    value === fallback
      ? `${value}  (local-dev default; set ${name} to change)`
      : `(from ${name}, not printed)`;
  console.info(
    [
      `Listening on ${url}`,
      `  Site:        ${url}/  (from ${show(config.siteDir)})`,
      `  REST API:    ${url}/rest/v1/contact_submissions`,
      `  Database:    ${db.description}; migrations: ${migrations.applied.length} applied now, ${migrations.alreadyApplied.length} already`,
      `  anon key:    ${key(config.anonKey, LOCAL_ANON_KEY, "SUPABASE_ANON_KEY")}`,
      `  service key: ${key(config.serviceRoleKey, LOCAL_SERVICE_ROLE_KEY, "SUPABASE_SERVICE_ROLE_KEY")}`,
      // On PGlite the command finds this server through the lock when it listens on loopback.
      `  Leads:       ${config.databaseUrl || LOOPBACK_HOST.test(new URL(url).hostname) ? "npm run leads" : `npm run leads -- --url ${url}`}  (--json, --csv, --help)`,
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
    await services.stop();
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
