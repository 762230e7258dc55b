import { describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { EnvError } from "#src/core/settings/env.ts";
import { loadConfig, loadDotEnv, loadServerConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for `npm start` on a laptop", () => {
    expect(loadConfig({})).toEqual({
      port: 4321,
      host: "127.0.0.1",
      dataDir: resolve("data"),
      databaseUrl: undefined,
      siteDir: resolve("dist"),
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      trustProxy: 0,
      rateLimitPerMinute: 10,
      maxRowsPerInsert: 5,
      maxPendingWrites: 256,
      siteUrl: "http://localhost:4321",
      allowedOrigins: [],
      logLevel: "info",
      leadWebhookUrl: undefined,
      leadWebhookSecret: undefined,
      leadWebhookTimeoutMs: 5000,
      leadRetentionDays: 365,
      analyticsRetentionDays: 395,
      smtpUrl: undefined,
      leadAlertTo: [],
      leadAlertFrom: undefined,
      leadAutoreply: false,
      leadAutoreplyMaxPerHour: 20,
      brandName: "ChatToBook",
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/leads",
      DATABASE_URL: "postgres://u:p@db:5432/app",
      SITE_DIR: "build",
      SUPABASE_ANON_KEY: "anon-key-0123456789",
      SUPABASE_SERVICE_ROLE_KEY: "service-key-0123456789",
      TRUST_PROXY: "true",
      RATE_LIMIT_PER_MINUTE: "0",
      MAX_ROWS_PER_INSERT: "1",
      MAX_PENDING_WRITES: "10",
      LOG_LEVEL: "silent",
      LEAD_WEBHOOK_URL: "https://hooks.example.com/leads",
      LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      LEAD_WEBHOOK_TIMEOUT_MS: "2000",
      LEAD_RETENTION_DAYS: "30",
      ANALYTICS_RETENTION_DAYS: "90",
      SMTP_URL: "smtps://leads%40clinic.example:secret@smtp.example.com:465",
      LEAD_ALERT_TO: " team@clinic.example, owner@clinic.example ",
      LEAD_ALERT_FROM: "Website <leads@clinic.example>",
      LEAD_AUTOREPLY: "yes",
      LEAD_AUTOREPLY_MAX_PER_HOUR: "5",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/leads",
      databaseUrl: "postgres://u:p@db:5432/app",
      trustProxy: 1,
      rateLimitPerMinute: 0,
      maxRowsPerInsert: 1,
      maxPendingWrites: 10,
      logLevel: "silent",
      leadWebhookUrl: "https://hooks.example.com/leads",
      leadWebhookSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      leadWebhookTimeoutMs: 2000,
      leadRetentionDays: 30,
      analyticsRetentionDays: 90,
      smtpUrl: "smtps://leads%40clinic.example:secret@smtp.example.com:465",
      leadAlertTo: ["team@clinic.example", "owner@clinic.example"],
      leadAlertFrom: "Website <leads@clinic.example>",
      leadAutoreply: true,
      leadAutoreplyMaxPerHour: 5,
    });
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " })).toMatchObject({ port: 4321, databaseUrl: undefined });
  });

  it("names every invalid variable in one error", () => {
    const attempt = () =>
      loadConfig({
        PORT: "http",
        DATABASE_URL: "mysql://db",
        TRUST_PROXY: "maybe",
        RATE_LIMIT_PER_MINUTE: "-1",
        LOG_LEVEL: "debug",
        SUPABASE_SERVICE_ROLE_KEY: "short",
      });
    expect(attempt).toThrow(EnvError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of [
      "PORT",
      "DATABASE_URL",
      "TRUST_PROXY",
      "RATE_LIMIT_PER_MINUTE",
      "LOG_LEVEL",
      "SUPABASE_SERVICE_ROLE_KEY",
    ]) {
      expect(message).toContain(`- ${name}:`);
    }
    expect(message).toContain("postgres://");
  });

  it.each(["1.5", "-1", "a year", "365d", "1e3"])("stops at LEAD_RETENTION_DAYS=%j, naming it", (value) => {
    expect(() => loadConfig({ LEAD_RETENTION_DAYS: value })).toThrow(
      /- LEAD_RETENTION_DAYS: must be a whole number of days \(0 keeps leads forever\)/,
    );
  });

  it.each(["1.5", "-1", "13 months", "395d"])("stops at ANALYTICS_RETENTION_DAYS=%j, naming it", (value) => {
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: value })).toThrow(
      /- ANALYTICS_RETENTION_DAYS: must be a whole number of days \(0 keeps events forever\)/,
    );
  });

  it("takes ANALYTICS_RETENTION_DAYS=0 as keep forever", () => {
    expect(loadConfig({ ANALYTICS_RETENTION_DAYS: "0" }).analyticsRetentionDays).toBe(0);
  });

  it("takes LEAD_RETENTION_DAYS=0 as keep forever", () => {
    expect(loadConfig({ LEAD_RETENTION_DAYS: "0" }).leadRetentionDays).toBe(0);
  });

  it.each([
    ["a plain string", "a-long-random-string-0123456789"],
    ["a key that is not base64", "whsec_not base64!"],
    ["a key under 24 bytes", "whsec_c2hvcnQ="],
  ])("refuses a LEAD_WEBHOOK_SECRET that is %s", (_label, value) => {
    expect(() => loadConfig({ LEAD_WEBHOOK_SECRET: value })).toThrow(/- LEAD_WEBHOOK_SECRET: /);
  });

  it("refuses one key for both roles", () => {
    expect(() =>
      loadConfig({
        SUPABASE_ANON_KEY: "same-key-0123456789",
        SUPABASE_SERVICE_ROLE_KEY: "same-key-0123456789",
      }),
    ).toThrow(/must differ from SUPABASE_ANON_KEY/);
  });

  it("refuses e-mail settings it cannot act on", () => {
    expect(() => loadConfig({ LEAD_ALERT_TO: "team@clinic.example" })).toThrow(/SMTP_URL: is needed/);
    expect(() => loadConfig({ LEAD_AUTOREPLY: "true" })).toThrow(/SMTP_URL: is needed/);
    // The auto-replies' hourly cap is a cap: 0 (or unlimited) is not one.
    expect(() => loadConfig({ LEAD_AUTOREPLY_MAX_PER_HOUR: "0" })).toThrow(
      /LEAD_AUTOREPLY_MAX_PER_HOUR: must be at least 1/,
    );
    expect(() => loadConfig({ SMTP_URL: "https://smtp.example.com" })).toThrow(/SMTP_URL: must be an smtp:/);
    expect(() => loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", LEAD_ALERT_TO: "team, x@y" })).toThrow(
      /LEAD_ALERT_TO: must be e-mail addresses/,
    );
  });

  it("refuses ports out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT: must be at most 65535/);
  });
});

describe("TRUST_PROXY", () => {
  const keys = {
    SUPABASE_ANON_KEY: "anon-key-0123456789",
    SUPABASE_SERVICE_ROLE_KEY: "service-key-0123456789",
  };
  it.each([
    ["false", 0],
    ["no", 0],
    ["0", 0],
    ["true", 1],
    ["yes", 1],
    ["1", 1],
    ["2", 2],
  ])("reads %j as %j trusted proxies", (value, hops) => {
    expect(loadConfig({ ...keys, TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it("refuses anything else, naming the variable", () => {
    expect(() => loadConfig({ ...keys, TRUST_PROXY: "nginx" })).toThrow(
      /TRUST_PROXY: must be true, false or the number of proxies/,
    );
  });
});

describe("the published local-dev keys", () => {
  it("are still read by tools that serve nothing (npm run leads on DATABASE_URL)", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/app" }).anonKey).toBe(LOCAL_ANON_KEY);
  });

  it("are accepted on a developer's machine: npm start on a fresh clone needs no configuration", () => {
    expect(loadServerConfig({}).anonKey).toBe(LOCAL_ANON_KEY);
    expect(loadServerConfig({ HOST: "localhost", NODE_ENV: "development" }).serviceRoleKey).toBe(
      LOCAL_SERVICE_ROLE_KEY,
    );
    expect(loadServerConfig({ HOST: "::1" }).host).toBe("::1");
  });

  it.each([
    [{ HOST: "0.0.0.0" }, "HOST is 0.0.0.0"],
    [{ HOST: "192.168.1.20" }, "HOST is 192.168.1.20"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY is set"],
    [{ DATABASE_URL: "postgres://u:p@db:5432/app" }, "DATABASE_URL is set"],
    [{ NODE_ENV: "production" }, "NODE_ENV is production"],
  ])("are refused with %j, naming the variables to set", (env, reason) => {
    const attempt = () => loadServerConfig(env);
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/- SUPABASE_ANON_KEY: set a key of your own/);
    expect(attempt).toThrow(/- SUPABASE_SERVICE_ROLE_KEY: set a key of your own/);
    expect(attempt).toThrow(reason);
    // One real key is not enough: the other default is still named.
    expect(() => loadServerConfig({ ...env, SUPABASE_ANON_KEY: "anon-key-0123456789" })).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY: set a key of your own/,
    );
    expect(
      loadServerConfig({
        ...env,
        SUPABASE_ANON_KEY: "anon-key-0123456789",
        SUPABASE_SERVICE_ROLE_KEY: "service-key-0123456789",
      }).anonKey,
    ).toBe("anon-key-0123456789");
  });
});

describe("loadDotEnv", () => {
  it("reads .env without overriding the real environment, and ignores a missing file", () => {
    const dir = mkdtempSync(join(tmpdir(), "chattobook-env-"));
    const file = join(dir, ".env");
    writeFileSync(file, "CHATTOBOOK_TEST_A=from-file\nCHATTOBOOK_TEST_B=from-file\n");
    process.env.CHATTOBOOK_TEST_A = "from-environment";
    try {
      loadDotEnv(file);
      expect(process.env.CHATTOBOOK_TEST_A).toBe("from-environment");
      expect(process.env.CHATTOBOOK_TEST_B).toBe("from-file");
      expect(() => loadDotEnv(join(dir, "missing.env"))).not.toThrow();
    } finally {
      delete process.env.CHATTOBOOK_TEST_A;
      delete process.env.CHATTOBOOK_TEST_B;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
