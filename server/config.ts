import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../src/config/public-env.ts";

/*
 * The server's configuration: every knob of `npm start` and `npm run leads`, read once from the
 * environment and validated, so a typo fails at start with a message naming the variable instead
 * of surfacing later as odd behaviour. Secret values (the service key, DATABASE_URL) live here and
 * are never baked into the pages; the public ones live in src/config/public-env.ts.
 */

const integer = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { error: `${name} must be "true" or "false"` })
    .transform((value) => value === "true" || value === "1" || value === "yes");

const key = (name: string) =>
  z.string().trim().min(16, `${name} must be at least 16 characters (anything shorter is guessable)`);

const envSchema = z.object({
  /** TCP port to listen on. 0 picks a free port (tests use this). */
  PORT: integer("PORT", 0, 65_535).default(4321),
  /** Interface to listen on. The default keeps the server private to this machine; use 0.0.0.0 to expose it. */
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  /** Where the embedded PGlite database and its lock file live. Ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** A real PostgreSQL (postgres://user:password@host:port/db). When set, PGlite is not used. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// or postgresql:// URL" })
    .optional(),
  /** The built site to serve (the output of `astro build`). */
  SITE_DIR: z.string().trim().min(1).default("dist"),
  /** The anon (public) API key the page sends. Public by design: RLS decides what it may do. */
  SUPABASE_ANON_KEY: key("SUPABASE_ANON_KEY").default(LOCAL_ANON_KEY),
  /** The service_role key: full access to the leads. Keep it on servers; never ship it in a page. */
  SUPABASE_SERVICE_ROLE_KEY: key("SUPABASE_SERVICE_ROLE_KEY").default(LOCAL_SERVICE_ROLE_KEY),
  /**
   * Trust the first X-Forwarded-For hop as the client address (for rate limiting). Only enable
   * behind a reverse proxy that sets the header; otherwise any client can pick its own address.
   */
  TRUST_PROXY: flag("TRUST_PROXY").default(false),
  /** Inserts per minute allowed to one client with the anon key (token bucket, bursts up to this). 0 disables. */
  RATE_LIMIT_PER_MINUTE: integer("RATE_LIMIT_PER_MINUTE", 0, 1_000_000).default(10),
  /** Most rows one anon insert request may carry; the form sends one. The service key is not capped. */
  MAX_ROWS_PER_INSERT: integer("MAX_ROWS_PER_INSERT", 1, 10_000).default(5),
  /**
   * Database requests allowed to wait at once. Past this the API answers 503 with Retry-After at
   * once, so a flood costs the flooder, not everyone's latency and the server's memory.
   */
  MAX_PENDING_WRITES: integer("MAX_PENDING_WRITES", 1, 100_000).default(256),
  /** `info` logs one JSON line per request to stdout; `silent` logs only start-up and errors. */
  LOG_LEVEL: z.enum(["info", "silent"], { error: 'LOG_LEVEL must be "info" or "silent"' }).default("info"),
  /** POST every new lead here (Supabase Database Webhooks payload). Unset: no notifications. */
  LEAD_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: "LEAD_WEBHOOK_URL must be an absolute http(s) URL" })
    .optional(),
  /** Signs each delivery with HMAC-SHA256 so the receiver can verify it came from this server. */
  LEAD_WEBHOOK_SECRET: key("LEAD_WEBHOOK_SECRET").optional(),
  /** How long one delivery may take before it counts as failed and is retried later. */
  LEAD_WEBHOOK_TIMEOUT_MS: integer("LEAD_WEBHOOK_TIMEOUT_MS", 100, 60_000).default(5_000),
});

/** The validated server configuration. */
export interface ServerConfig {
  /** TCP port; 0 means any free port. */
  port: number;
  host: string;
  /** Absolute path of the PGlite data directory. */
  dataDir: string;
  /** Set: use this PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
  /** Absolute path of the built site. */
  siteDir: string;
  anonKey: string;
  serviceRoleKey: string;
  trustProxy: boolean;
  /** 0 = no rate limit. */
  rateLimitPerMinute: number;
  maxRowsPerInsert: number;
  maxPendingWrites: number;
  logLevel: "info" | "silent";
  /** Where new leads are POSTed; undefined turns notifications off. */
  leadWebhookUrl: string | undefined;
  leadWebhookSecret: string | undefined;
  leadWebhookTimeoutMs: number;
}

/** Thrown when an environment variable is invalid; the message lists every problem. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads and validates the server's environment variables. Empty strings count as unset, so a
 * blank line in `.env` falls back to the default instead of failing.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const raw = Object.fromEntries(
    Object.keys(envSchema.shape).map((name) => {
      const value = env[name];
      return [name, value !== undefined && value.trim() !== "" ? value : undefined];
    }),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join("\n")}`);
  }
  const v = parsed.data;
  // With one key for both roles the server could not tell a visitor from the provider.
  if (v.SUPABASE_ANON_KEY === v.SUPABASE_SERVICE_ROLE_KEY) {
    throw new ConfigError(
      "Invalid server configuration:\n  - SUPABASE_SERVICE_ROLE_KEY: must differ from SUPABASE_ANON_KEY",
    );
  }
  return {
    port: v.PORT,
    host: v.HOST,
    dataDir: resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    siteDir: resolve(v.SITE_DIR),
    anonKey: v.SUPABASE_ANON_KEY,
    serviceRoleKey: v.SUPABASE_SERVICE_ROLE_KEY,
    trustProxy: v.TRUST_PROXY,
    rateLimitPerMinute: v.RATE_LIMIT_PER_MINUTE,
    maxRowsPerInsert: v.MAX_ROWS_PER_INSERT,
    maxPendingWrites: v.MAX_PENDING_WRITES,
    logLevel: v.LOG_LEVEL,
    leadWebhookUrl: v.LEAD_WEBHOOK_URL,
    leadWebhookSecret: v.LEAD_WEBHOOK_SECRET,
    leadWebhookTimeoutMs: v.LEAD_WEBHOOK_TIMEOUT_MS,
  };
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
