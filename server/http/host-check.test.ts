import { describe, expect, it } from "vitest";
import { LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { createApp } from "#server/app.ts";
import { defaultConfig } from "#server/config.ts";
import { openPglite } from "#server/db/pglite.ts";
import { migrate } from "#server/db/migrate.ts";
import { configuredHosts, hostAllowed, hostnameOf } from "./host-check.ts";

describe("hostnameOf", () => {
  it.each([
    ["localhost:4321", "localhost"],
    ["Clinic.COM", "clinic.com"],
    ["clinic.com.", "clinic.com"],
    ["[::1]:4321", "::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["127.0.0.1:8080", "127.0.0.1"],
  ])("%s is %s", (host, name) => expect(hostnameOf(host)).toBe(name));
});

describe("hostAllowed", () => {
  const configured = configuredHosts(
    defaultConfig({
      siteUrl: "https://www.clinic.com",
      allowedOrigins: ["https://staging.clinic.com"],
      supabaseUrl: "https://api.clinic.com",
      allowedHosts: ["origin.clinic.net"],
    }),
  );

  it("answers this machine's names and any IP address: no rebinding page is served from those", () => {
    for (const host of [
      "localhost:4321",
      "app.localhost",
      "127.0.0.1:4321",
      "[::1]:4321",
      "192.168.1.20",
      "[2001:db8::5]",
    ])
      expect([host, hostAllowed(host, configured)]).toEqual([host, true]);
  });

  it("answers the site's, the allowed origins', the API URL's and ALLOWED_HOSTS' names, any port", () => {
    for (const host of [
      "www.clinic.com",
      "WWW.Clinic.com:443",
      "staging.clinic.com",
      "api.clinic.com",
      "origin.clinic.net",
    ])
      expect([host, hostAllowed(host, configured)]).toEqual([host, true]);
  });

  it("refuses any other name, a look-alike too", () => {
    for (const host of [
      "attacker.example:4621",
      "clinic.com",
      "www.clinic.com.evil.example",
      "localhost.evil.example",
      "evil",
    ])
      expect([host, hostAllowed(host, configured)]).toEqual([host, false]);
  });
});

describe("a request through DNS rebinding", () => {
  it("gets 403 and no lead, whatever the key; the operator is told once", async () => {
    const db = await openPglite();
    await migrate(db);
    const warnings: string[] = [];
    const app = createApp({
      db,
      config: defaultConfig({ siteDir: "/nonexistent", logLevel: "silent" }),
      warn: (message) => warnings.push(message),
    });
    await db.transaction("owner", (tx) =>
      tx.query(
        "insert into public.contact_submissions (name, email, phone, clinic_name) values ('Alice', 'alice@example.com', '+44 20 7946 0000', 'C')",
      ),
    );
    // A DNS rebinding: a page on attacker.example, re-pointed at 127.0.0.1, reading leads.
    const read = (host: string) =>
      app.request("/rest/v1/contact_submissions?select=email&limit=3", {
        headers: {
          Host: host,
          Origin: `http://${host}`,
          apikey: LOCAL_SERVICE_ROLE_KEY,
        },
      });
    const refused = await read("attacker.example:4621");
    expect(refused.status).toBe(403);
    const body = await refused.text();
    expect(body).not.toContain("alice");
    expect(JSON.parse(body)).toMatchObject({ code: "PGRST403", message: "Host not allowed" });
    expect((await app.request("/", { headers: { Host: "attacker.example:4621" } })).status).toBe(403);
    expect(warnings).toEqual([expect.stringMatching(/refused a request for the host attacker\.example/)]);
    // The server's own names still answer.
    expect((await read("127.0.0.1:4621")).status).toBe(200);
    expect((await read("localhost:4621")).status).toBe(200);
    await db.close();
  });
});
