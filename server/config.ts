import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { EnvError, flag, readSettings, setting, type SettingValues } from "#src/core/settings/env.ts";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { PUBLIC_SETTINGS } from "#src/core/settings/public-env.ts";
import { LEAD_RETENTION_DAYS } from "#src/core/settings/retention.ts";

/*
 * The server's configuration: every knob of `npm start` and `npm run leads`, read once from the
 * environment and validated, so a typo fails at start with a message naming the variable instead
 * of surfacing later as odd behaviour. Secret values (the service key, DATABASE_URL) live here and
 * are never baked into the pages; the public ones live in src/core/settings/public-env.ts. Each setting
 * is written once, below: its field, its variable, its schema and default, its documentation.
 */

/** Days a measurement event is kept when ANALYTICS_RETENTION_DAYS is unset: 13 months. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 395;

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const key = () => z.string().min(16, "must be at least 16 characters (anything shorter is guessable)");

/** A path, made absolute against the working directory. */
const absolutePath = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => resolve(value));

/** Auto-replies per hour across every server on the database, unless LEAD_AUTOREPLY_MAX_PER_HOUR says. */
export const DEFAULT_AUTOREPLY_MAX_PER_HOUR = 20;

/** Every setting of the server; docs/configuration.md and .env.example are generated from it (scripts/env-docs.ts). */
export const SERVER_SETTINGS = {
  /** TCP port to listen on. 0 picks a free port (tests use this). */
  port: setting("PORT", integer(0, 65_535).default(4321), {
    description: "Port of `npm start`. `0` picks a free one",
    example: "8080",
  }),
  /** Interface to listen on. The default keeps the server private to this machine; use 0.0.0.0 to expose it. */
  host: setting("HOST", z.string().default("127.0.0.1"), {
    description: "Interface to listen on; the default keeps the server private to this machine",
    example: "0.0.0.0",
  }),
  /** Absolute path of the embedded PGlite database and its lock file. Ignored when DATABASE_URL is set. */
  dataDir: setting("DATA_DIR", absolutePath("./data"), {
    description:
      "Embedded database (PGlite) and its lock file; ignored when `DATABASE_URL` is set. Created mode 0700; every start makes its files private again and warns if another user owns it",
    example: "/var/lib/chattobook",
    defaultValue: "./data",
  }),
  /** A real PostgreSQL (postgres://user:password@host:port/db). When set, PGlite is not used. */
  databaseUrl: setting(
    "DATABASE_URL",
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
    {
      description: "Use a real PostgreSQL instead of the embedded PGlite",
      example: "postgres://app:secret@127.0.0.1:5432/chattobook",
      defaultNote: "unset (PGlite)",
    },
  ),
  /** Absolute path of the built site to serve (the output of `astro build`). */
  siteDir: setting("SITE_DIR", absolutePath("dist"), {
    description: "The built site to serve (the output of `astro build`)",
    example: "/srv/chattobook/dist",
    defaultValue: "dist",
  }),
  /** The anon (public) API key the page sends. Public by design: RLS decides what it may do. */
  anonKey: setting("SUPABASE_ANON_KEY", key().default(LOCAL_ANON_KEY), {
    description:
      "Key that maps to `anon`; must match the page's `PUBLIC_SUPABASE_ANON_KEY`. The published default is refused when the server is exposed",
    example: "d5e8f2a9c0b14e6f8a3d7c2b9e1f4a60",
    defaultNote: "local-dev anon key (printed at start)",
  }),
  /** The service_role key: full access to the leads. Keep it on servers; never ship it in a page. */
  serviceRoleKey: setting("SUPABASE_SERVICE_ROLE_KEY", key().default(LOCAL_SERVICE_ROLE_KEY), {
    description:
      "Key that maps to `service_role` (reads leads). **Secret**: never `PUBLIC_*`. The published default is refused when the server is exposed",
    example: "7b1e04c9d2f35a8e6c0f9b2d4a7e1c53",
    defaultNote: "local-dev service key (printed at start)",
  }),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For: the client address
   * (for rate limiting) is the entry the outermost of them appended, counted from the right. 0
   * (`false`) ignores the header, since any client can write it; `true` means one proxy.
   */
  trustProxy: setting(
    "TRUST_PROXY",
    z
      .union([flag().transform((on) => (on ? 1 : 0)), integer(0, 10)], {
        error: "must be true, false or the number of proxies in front of the server",
      })
      .default(0),
    {
      description:
        "Proxies in front that append to `X-Forwarded-For` (`true` = 1); the client is the entry the outermost one appended",
      example: "2",
      defaultValue: "false",
    },
  ),
  /** Inserts per minute allowed to one client with the anon key (token bucket, bursts up to this). 0 disables. */
  rateLimitPerMinute: setting("RATE_LIMIT_PER_MINUTE", integer(0, 1_000_000).default(10), {
    description:
      "Rows the anon key may insert per client per minute (IPv6: per /64); 429 + `Retry-After` past it; `0` turns it off",
    example: "30",
  }),
  /** Most rows one anon insert request may carry; the form sends one. The service key is not capped. */
  maxRowsPerInsert: setting("MAX_ROWS_PER_INSERT", integer(1, 10_000).default(5), {
    description: "Most rows one anon request may insert (413 past it); the service key is not capped",
    example: "1",
  }),
  /**
   * Database requests allowed to wait at once: the form's inserts have this many places, and all
   * other API work as many again, separately. Past this the API answers 503 with Retry-After at
   * once, so a flood costs the flooder, not everyone's latency and the server's memory, and reads
   * cannot crowd out the form.
   */
  maxPendingWrites: setting("MAX_PENDING_WRITES", integer(1, 100_000).default(256), {
    description:
      "Database requests allowed to wait, for the form's inserts and apart for other API work; past it 503 + `Retry-After`",
    example: "1000",
  }),
  /**
   * The site's public URL, the same setting the build reads: anon writes (the form, the
   * measurement beacons) from a browser on any other origin are refused (403), so other websites
   * cannot make their visitors post leads; the server's own origin is always allowed.
   */
  siteUrl: PUBLIC_SETTINGS.siteUrl,
  /** The brand, the same setting the build reads: the visitor's confirmation e-mail signs with it. */
  brandName: PUBLIC_SETTINGS.brandName,
  /** More origins whose pages may write with the anon key (comma-separated), e.g. a staging site. */
  allowedOrigins: setting(
    "ALLOWED_ORIGINS",
    z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({
              protocol: /^https?$/,
              error: "must be http(s) origins separated by commas, e.g. https://staging.example.com",
            })
            .transform((value) => new URL(value).origin),
        ),
      ),
    {
      description:
        "More origins whose pages may write with the anon key, comma-separated (a staging site, a second domain)",
      example: "https://staging.chattobook.com",
      defaultNote: "unset (only `PUBLIC_SITE_URL` and the server's own origin)",
    },
  ),
  /** `info` logs one JSON line per request to stdout; `silent` logs only start-up and errors. */
  logLevel: setting(
    "LOG_LEVEL",
    z.enum(["info", "silent"], { error: 'must be "info" or "silent"' }).default("info"),
    {
      description:
        "`info`: one JSON line per request, without personal data; `silent`: only start-up and errors",
      example: "silent",
    },
  ),
  /** POST every new lead here (Supabase Database Webhooks payload). Unset: no notifications. */
  leadWebhookUrl: setting(
    "LEAD_WEBHOOK_URL",
    z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional(),
    {
      description: "POST every new lead here (Supabase Database Webhooks payload)",
      example: "https://hooks.zapier.com/hooks/catch/1/abc",
      defaultNote: "unset (off)",
    },
  ),
  /**
   * Signs each delivery (Standard Webhooks: HMAC-SHA256 over id, timestamp and body) so the receiver
   * can verify it came from this server. The standard's format: `whsec_` and a base64 key.
   */
  leadWebhookSecret: setting(
    "LEAD_WEBHOOK_SECRET",
    z
      .string()
      .regex(
        /^whsec_[A-Za-z0-9+/]+={0,2}$/,
        'must be "whsec_" followed by a base64 key (make one with: echo "whsec_$(openssl rand -base64 32)")',
      )
      .refine(
        (value) => Buffer.from(value.slice("whsec_".length), "base64").length >= 24,
        "the key after whsec_ must be at least 24 bytes (32 characters of base64)",
      )
      .optional(),
    {
      description:
        'Sign webhook deliveries (Standard Webhooks `webhook-signature`, HMAC-SHA256). Make one with `echo "whsec_$(openssl rand -base64 32)"`',
      example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      defaultNote: "unset (unsigned)",
    },
  ),
  /** How long one delivery may take before it counts as failed and is retried later. */
  leadWebhookTimeoutMs: setting("LEAD_WEBHOOK_TIMEOUT_MS", integer(100, 60_000).default(5_000), {
    description: "How long one webhook delivery may take before it counts as failed and is retried later",
    example: "10000",
  }),
  /** Days a lead is kept: older ones (and their webhook notifications) are deleted at start and daily. */
  leadRetentionDays: LEAD_RETENTION_DAYS,
  /**
   * Days a measurement event (analytics_events) is kept: older ones are deleted at start and
   * daily. The default, 13 months, still compares a month with the same month a year before.
   * 0 keeps events forever.
   */
  analyticsRetentionDays: setting(
    "ANALYTICS_RETENTION_DAYS",
    z
      .string()
      .regex(/^\d+$/, "must be a whole number of days (0 keeps events forever)")
      .transform(Number)
      .pipe(z.number().max(1_000_000, "must be at most 1000000"))
      .default(DEFAULT_ANALYTICS_RETENTION_DAYS),
    {
      description:
        "Measurement events older than this many days are deleted at start and daily; `0` keeps them. Supabase: `supabase/extras/analytics_retention.sql`",
      example: "90",
    },
  ),
  /** The mail server for lead e-mails, credentials in the URL (smtps:// for TLS from the start). Unset: no e-mail. */
  smtpUrl: setting(
    "SMTP_URL",
    z
      .url({
        protocol: /^smtps?$/,
        error: "must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com",
      })
      .optional(),
    {
      description:
        "Mail server for lead e-mails, credentials in the URL (`smtps://` for TLS from the start, `smtp://` upgrades with STARTTLS when offered)",
      example: "smtps://leads%40clinic.com:app-password@smtp.example.com:465",
      defaultNote: "unset (no e-mail)",
    },
  ),
  /** Who is told about each lead, comma-separated addresses. */
  leadAlertTo: setting(
    "LEAD_ALERT_TO",
    z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: "must be e-mail addresses separated by commas" }))),
    {
      description: "Who gets an e-mail for every stored lead, comma-separated; needs `SMTP_URL`",
      example: "team@clinic.com, owner@clinic.com",
      defaultNote: "unset (no alerts)",
    },
  ),
  /** The From of lead e-mails. Default: the SMTP user if it is an address, else leads@<SMTP host>. */
  leadAlertFrom: setting("LEAD_ALERT_FROM", z.string().max(200).optional(), {
    description: "Sender of lead e-mails",
    example: "ChatToBook <leads@clinic.com>",
    defaultNote: "the SMTP user if it is an address, else `leads@<SMTP host>`",
  }),
  /** Send the visitor a short confirmation in their language, to the address they typed. */
  leadAutoreply: setting("LEAD_AUTOREPLY", flag().default(false), {
    description:
      "Also send the visitor a fixed confirmation in their language (nothing they typed in it), only to the address they typed, at most once a day per address; needs `SMTP_URL`. Remaining risk: anyone can type someone else's address, so anyone can have that one harmless message sent to any address once a day, up to `LEAD_AUTOREPLY_MAX_PER_HOUR`",
    example: "true",
  }),
  /**
   * Most auto-replies sent in any hour, all servers on the database together; past it they are
   * suppressed (recorded, never sent). Each address gets at most one a day regardless.
   */
  leadAutoreplyMaxPerHour: setting(
    "LEAD_AUTOREPLY_MAX_PER_HOUR",
    integer(1, 10_000).default(DEFAULT_AUTOREPLY_MAX_PER_HOUR),
    {
      description:
        "Most auto-replies sent in any hour, all servers on the database together; past it they are recorded as suppressed and never sent (each address gets at most one a day regardless)",
      example: "50",
    },
  ),
};

/** `npm run dev`'s own settings (server/dev-backend.ts); everything else it reads as the server does. */
export const DEV_SETTINGS = {
  /** The dev server's PGlite, relative to the project (inside the git-ignored data/ by default). */
  devDataDir: setting("DEV_DATA_DIR", z.string().default("data/dev"), {
    description: "PGlite of `npm run dev` (never `DATABASE_URL`), so it can run beside `npm start`",
    example: ".tmp/dev-data",
  }),
};

/** The validated server configuration, one field per setting above. */
export type ServerConfig = SettingValues<typeof SERVER_SETTINGS>;

/** Whether `host` only accepts connections from this machine. */
const isLoopback = (host: string): boolean =>
  host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Why this server may be reached by others or holds real data, or undefined on a developer's
 * machine. The published local-dev keys are refused in every such case.
 */
function exposure(config: ServerConfig, env: Record<string, string | undefined>): string | undefined {
  if (!isLoopback(config.host)) return `HOST is ${config.host}, not a loopback address`;
  if (config.trustProxy > 0) return "TRUST_PROXY is set (a proxy forwards other people's requests)";
  if (config.databaseUrl) return "DATABASE_URL is set";
  if (env.NODE_ENV === "production") return "NODE_ENV is production";
  return undefined;
}

/** Reads and validates the server's environment variables (see src/core/settings/env.ts for blanks and flags). */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const config = readSettings(SERVER_SETTINGS, env, "server configuration");
  // With one key for both roles the server could not tell a visitor from the provider.
  if (config.anonKey === config.serviceRoleKey) {
    throw new EnvError("server configuration", [
      ["SUPABASE_SERVICE_ROLE_KEY", "must differ from SUPABASE_ANON_KEY"],
    ]);
  }
  // E-mail settings without a mail server would silently send nothing.
  if (!config.smtpUrl && (config.leadAlertTo.length > 0 || config.leadAutoreply)) {
    throw new EnvError("server configuration", [
      ["SMTP_URL", "is needed to send what LEAD_ALERT_TO or LEAD_AUTOREPLY ask for"],
    ]);
  }
  return config;
}

/**
 * The configuration of a server that answers requests (`npm start`): loadConfig, and the published
 * local-dev keys refused wherever others could reach the server or it holds real data. Tools that
 * only read the configuration (`npm run leads`) use loadConfig.
 */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const config = loadConfig(env);
  // The local-dev keys are published in this repository: with them anyone could read every lead.
  const reason = exposure(config, env);
  const defaults = reason
    ? [
        ["SUPABASE_ANON_KEY", config.anonKey === LOCAL_ANON_KEY],
        ["SUPABASE_SERVICE_ROLE_KEY", config.serviceRoleKey === LOCAL_SERVICE_ROLE_KEY],
      ].flatMap(([variable, isDefault]) => (isDefault ? [variable as string] : []))
    : [];
  if (defaults.length) {
    throw new EnvError(
      "server configuration",
      defaults.map((variable) => [
        variable,
        `set a key of your own (for example \`openssl rand -hex 32\`): the local-dev default is public, and ${reason}`,
      ]),
    );
  }
  return config;
}

/**
 * Loads `.env` from the working directory into process.env, if there is one (see .env.example).
 * Variables already set in the environment win, so `PORT=5000 npm start` still overrides it.
 * Called by the command-line entry points only; tests pass their environment explicitly.
 */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/** The configuration with every default, for tests and tools; `overrides` wins. */
export const defaultConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...loadConfig({}),
  ...overrides,
});
