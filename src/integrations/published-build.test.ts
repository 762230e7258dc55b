import { describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "#src/core/settings/local-dev-keys.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { publishedBuild } from "./published-build.ts";

/*
 * A build with PUBLIC_SITE_URL=https://clinic-rv-test.com and the real-looking settings
 * a production build asks for, PUBLIC_SUPABASE_ANON_KEY unset: the build passed, and every page
 * carried apikey=local-dev-anon-key-not-a-secret.
 */
const PRODUCTION = {
  PUBLIC_SITE_URL: "https://clinic-rv-test.com",
  PUBLIC_CONTROLLER_NAME: "Clinic RV Test Ltd",
  PUBLIC_PRIVACY_EMAIL: "privacy@clinic-rv-test.com",
  PUBLIC_BOOKING_URL: "https://cal.com/clinic-rv-test/demo",
  PUBLIC_WHATSAPP_NUMBER: "447911123456",
  PUBLIC_SOCIAL_URL: "https://www.instagram.com/clinicrvtest",
};

const setup = (env: Record<string, string>, command: "build" | "dev") => () =>
  (
    publishedBuild(loadPublicConfig(env)).hooks["astro:config:setup"] as (options: {
      command: string;
    }) => void
  )({
    command,
  });

describe("a production build", () => {
  it("stops before building when it would ship the local-dev anon key, naming the variable", () => {
    expect(setup(PRODUCTION, "build")).toThrow(/- PUBLIC_SUPABASE_ANON_KEY: is the local-dev key/);
    expect(setup({ ...PRODUCTION, PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY }, "build")).toThrow(
      /PUBLIC_SUPABASE_ANON_KEY/,
    );
  });

  it("builds with a key of its own, and a local build keeps the local key", () => {
    expect(
      setup({ ...PRODUCTION, PUBLIC_SUPABASE_ANON_KEY: "sb_publishable_abc123" }, "build"),
    ).not.toThrow();
    expect(setup({}, "build")).not.toThrow();
    // astro dev with production settings is a developer trying them: not stopped.
    expect(setup(PRODUCTION, "dev")).not.toThrow();
  });
});
