import { describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "#src/core/settings/local-dev-keys.ts";
import { devServerConfig, isApiPath } from "./dev-backend.ts";

describe("isApiPath: what the dev server hands to the REST app", () => {
  it.each(["/rest/v1/contact_submissions", "/rest/v1/contact_submissions?select=*", "/rest/v1", "/healthz"])(
    "takes %s",
    (url) => expect(isApiPath(url)).toBe(true),
  );

  // Everything else stays Astro's and Vite's: pages, modules, and the hot-reload client.
  it.each([
    "/",
    "/@vite/client",
    "/src/sections/contact/ContactForm.tsx",
    "/rest/v10",
    "/healthz.js",
    "/404",
  ])("leaves %s alone", (url) => expect(isApiPath(url)).toBe(false));
});

describe("devServerConfig: the dev server's API settings", () => {
  it("runs on the local-dev keys while the dev server listens on this machine only", () => {
    for (const host of [undefined, "localhost", "127.0.0.1"]) {
      expect(devServerConfig({}, host, "data/dev", LOCAL_ANON_KEY).anonKey).toBe(LOCAL_ANON_KEY);
    }
  });

  it("refuses the published keys under astro dev --host, naming the variables to set", () => {
    for (const host of [true, "0.0.0.0", "192.0.2.7"]) {
      expect(() => devServerConfig({}, host, "data/dev", LOCAL_ANON_KEY)).toThrow(
        /SUPABASE_ANON_KEY[\s\S]*SUPABASE_SERVICE_ROLE_KEY/,
      );
    }
  });

  it("never takes DATABASE_URL: the dev leads stay in their own PGlite", () => {
    const config = devServerConfig(
      { DATABASE_URL: "postgres://prod/db" },
      undefined,
      "data/dev",
      LOCAL_ANON_KEY,
    );
    expect(config.databaseUrl).toBeFalsy();
    expect(config.dataDir).toBe("data/dev");
  });
});
