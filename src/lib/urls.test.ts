import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { absoluteUrl, whatsappUrl } from "./urls.ts";

// Built from explicit env objects (not import.meta.env) so a developer's .env cannot change the results.
const config = loadPublicConfig({});

describe("whatsappUrl", () => {
  it("encodes the greeting so every character survives the round trip", () => {
    const greeting = 'Hi! Rates & slots? 50% off #today / café 😀 "quoted" it\'s + more';
    const url = whatsappUrl({ ...config, whatsappGreeting: greeting });
    // Characters that would end or split the query are escaped (encodeURIComponent leaves ' ! alone).
    expect(url).not.toMatch(/[ #&"😀]/u);
    const parsed = new URL(url);
    expect(parsed.origin).toBe("https://wa.me");
    expect(parsed.pathname).toBe("/15555550123");
    expect([...parsed.searchParams.keys()]).toEqual(["text"]);
    expect(parsed.searchParams.get("text")).toBe(greeting);
    // encodeURIComponent, not form encoding: a literal "+" stays distinguishable from a space.
    expect(url).toContain("%20");
    expect(url).toContain("%2B");
  });
});

describe("absoluteUrl", () => {
  it("absoluteUrl resolves paths against PUBLIC_SITE_URL", () => {
    const site = loadPublicConfig({
      PUBLIC_SITE_URL: "https://chattobook.example/",
      // Real links: a published build refuses the placeholder defaults (decision 063).
      PUBLIC_BOOKING_URL: "https://cal.com/acme/demo",
      PUBLIC_WHATSAPP_NUMBER: "5511987654321",
      PUBLIC_SOCIAL_URL: "https://www.linkedin.com/company/acme",
      PUBLIC_CONTROLLER_NAME: "Acme Ltd",
      PUBLIC_PRIVACY_EMAIL: "privacy@chattobook.example",
    });
    expect(absoluteUrl(site, "/")).toBe("https://chattobook.example/");
    expect(absoluteUrl(site, "/og-image.png")).toBe("https://chattobook.example/og-image.png");
  });
});
