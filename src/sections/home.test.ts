import { describe, expect, it } from "vitest";
import { EMPTY_FACTS, loadFacts, type Facts } from "#src/content/copy/facts.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { fill, fillAround } from "#src/core/fill.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { whatsappUrl } from "#src/lib/urls.ts";
import { homePageIn } from "#tests/support/page-content.ts";
import { buildNotFound } from "./not-found/content.ts";
import { textsIn } from "#src/content/copy/text.ts";
import { pageContext } from "./page-context.ts";

// Built from explicit env objects (not import.meta.env) so a developer's .env cannot change the results.
const config = loadPublicConfig({});
const now = new Date("2031-06-15T12:00:00Z");
const content = homePageIn("en", config, { now });
const en = loadLocaleCopy("en").landing;

/** Every string in a value, depth first. */
const strings = (value: unknown): string[] => textsIn(value).map(([, text]) => text);

// The strings the spec quotes are exact copy: pinned here word for word. Anything else is the copy
// files' to change, so it is compared with the file, never retyped.
describe("the spec's exact copy", () => {
  it("top bar and hero", () => {
    expect(content.topBar.brandName).toBe("ChatToBook");
    expect(content.topBar.bookDemo.label).toBe("Book a demo");
    expect(content.hero.badge).toBe("AI-Powered Booking Assistant");
    expect(content.hero.heading).toBe("Turn chats into confirmed bookings");
    expect(content.hero.primaryCta.label).toBe("Book a demo");
  });

  it("features: the title and the four cards of the spec, in its order", () => {
    expect(content.features.heading).toBe("WhatsApp AI Built Around Your Business Workflows");
    expect(content.features.cards.map((card) => card.icon)).toEqual([
      "knowledge",
      "voice",
      "calendar",
      "followUp",
    ]);
    const [business, voice, calendar, followUps] = content.features.cards.map((card) => card.body);
    // What each card must say (spec section 1), however the sentence is worded.
    expect(business).toMatch(/FAQs/);
    expect(voice).toMatch(/[Tt]ranscribes/);
    expect(calendar).toMatch(/calendar/);
    expect(followUps).toMatch(/WhatsApp, email and SMS/);
  });

  it("'How it works' has the three steps in order", () => {
    expect(content.howItWorks.heading).toBe("How it works");
    expect(content.howItWorks.steps.map((step) => step.title)).toEqual([
      "Connect & train",
      "Listen & understand",
      "Book & confirm",
    ]);
  });

  it("'Plug in your stack' names the six integrations and the webhook route", () => {
    expect(content.integrations.heading).toBe("Plug in your stack");
    expect(content.integrations.items.map((item) => item.name)).toEqual([
      "Google Calendar",
      "Gmail",
      "WhatsApp",
      "Telegram",
      "Zapier",
      "HubSpot",
    ]);
    expect(content.integrations.more).toMatch(/Zapier and webhooks/);
  });

  it("pricing: 'Pay for performance' and 'Get Started for Free', free setup, no monthly fees, a share", () => {
    expect(content.pricing.heading).toBe("Pay for performance");
    expect(content.pricing.cta.label).toBe("Get Started for Free");
    expect(content.pricing.points.map((point) => point.icon)).toEqual(["setup", "noFees", "share"]);
  });

  it("the checklist has the seven capabilities of the spec", () => {
    expect(content.checklist.items.map((item) => item.title)).toEqual([
      "Ad campaign connection",
      "CRM sync",
      "ChatGPT-style conversation",
      "Lead qualification",
      "Appointment setting",
      "Follow-up on cold leads",
      "WhatsApp/Facebook/Instagram",
    ]);
  });

  it("contact section and floating button", () => {
    expect(content.contact.id).toBe("contact");
    expect(content.contact.heading).toBe("Get started with ChatToBook");
    expect(content.contact.intro).toBe("Fill out the form below and we'll get back to you within 24 hours");
    expect(content.contact.form.submit).toBe("Get Started");
    expect(content.floatingChat.label).toBe("Talk with ChatToBook");
  });

  it("404 page", () => {
    const notFound = buildNotFound(pageContext(config, "en", en, loadFacts()));
    expect(notFound.code).toBe("404");
    expect(notFound.heading).toBe("Oops! Page not found");
    expect(notFound.home).toEqual({ label: "Return to Home", href: "/" });
  });

  it("has real copy everywhere: no empty strings, no placeholder text", () => {
    // Less the calculator's templates, which the island fills (RevenueCalculator.test.tsx).
    const { templates: _, ...calculator } = content.pricing.calculator;
    const all = strings({ ...content, pricing: { ...content.pricing, calculator } });
    expect(all.length).toBeGreaterThan(80);
    for (const text of all) expect(text.trim()).not.toBe("");
    expect(all.join("\n")).not.toMatch(/lorem|ipsum|TODO|TBD|\{\w+\}/i);
  });

  it("tells where contact requests are stored as configured: Supabase only when the form posts there", () => {
    const stored = (c: typeof config) => homePageIn("en", c).contact.trust.points[0]?.text ?? "";
    expect(stored(config)).toContain(en.storedIn.ownServer);
    const hosted = loadPublicConfig({ PUBLIC_SUPABASE_URL: "https://xyzcompany.supabase.co" });
    expect(stored(hosted)).toContain(en.storedIn.supabase);
    expect(stored(hosted)).not.toContain(en.storedIn.ownServer);
  });
});

describe("links come from the configuration", () => {
  const custom = loadPublicConfig({
    PUBLIC_BOOKING_URL: "https://calendly.com/smile/demo",
    PUBLIC_SOCIAL_URL: "https://www.instagram.com/smileassist",
    PUBLIC_WHATSAPP_NUMBER: "+447700900123",
  });
  const c = homePageIn("en", custom, { now });

  it("every booking link points at PUBLIC_BOOKING_URL", () => {
    expect(c.topBar.bookDemo.href).toBe("https://calendly.com/smile/demo");
    expect(c.hero.primaryCta.href).toBe("https://calendly.com/smile/demo");
    expect(c.pricing.cta.href).toBe("https://calendly.com/smile/demo");
    expect(c.checklist.demo.cta.href).toBe("https://calendly.com/smile/demo");
  });

  it("the footer links the social profile and names its network", () => {
    expect(c.footer.social).toEqual({
      label: fill(en.footer.social, { brand: "ChatToBook", network: "Instagram" }),
      href: "https://www.instagram.com/smileassist",
    });
  });

  it("the footer links the privacy page always, and the imprint only when PUBLIC_IMPRINT_URL is set", () => {
    expect(c.footer.privacy).toEqual({ label: en.footer.privacy, href: "/privacy/" });
    expect(c.footer.imprint).toBeUndefined();
    const withImprint = homePageIn(
      "en",
      loadPublicConfig({ PUBLIC_IMPRINT_URL: "https://smile.example/imprint" }),
    );
    expect(withImprint.footer.imprint).toEqual({
      label: en.footer.imprint,
      href: "https://smile.example/imprint",
    });
  });

  it("the floating button opens WhatsApp with the configured number", () => {
    // English greets with its copy file's sentence (PUBLIC_WHATSAPP_GREETING overrides it).
    const greeting = fill(en.whatsappGreeting, { brand: "ChatToBook" });
    expect(c.floatingChat.href).toBe(
      whatsappUrl({ whatsappNumber: custom.whatsappNumber, whatsappGreeting: greeting }),
    );
    expect(c.floatingChat.href.startsWith("https://wa.me/447700900123?text=")).toBe(true);
  });

  it("section links target the ids the sections use", () => {
    const ids = [c.features.id, c.howItWorks.id, c.integrations.id, c.pricing.id, c.contact.id];
    for (const link of [...c.topBar.links, ...c.footer.links]) expect(ids).toContain(link.href.slice(1));
  });
});

describe("brand substitution", () => {
  const acme = loadPublicConfig({ PUBLIC_BRAND_NAME: "Acme Dental AI" });
  const c = homePageIn("en", acme, { now: new Date("2030-01-01T00:00:00Z") });

  it("puts the brand in every place the spec says 'the product'", () => {
    expect(c.contact.heading).toBe("Get started with Acme Dental AI");
    expect(c.floatingChat.label).toBe("Talk with Acme Dental AI");
    expect(c.topBar.brandName).toBe("Acme Dental AI");
    expect(c.footer.brandName).toBe("Acme Dental AI");
    expect(c.footer.copyright).toBe(fill(en.footer.copyright, { holder: "Acme Dental AI", year: "2030" }));
    expect(c.meta.title).toContain("Acme Dental AI");
    expect(c.meta.siteName).toBe("Acme Dental AI");
  });

  it("leaves no trace of the default brand anywhere, the WhatsApp greeting included", () => {
    expect(JSON.stringify(c)).not.toContain("ChatToBook");
    expect(decodeURIComponent(c.floatingChat.href)).toContain("Acme Dental AI");
  });
});

describe("who is behind it", () => {
  const controller = { PUBLIC_CONTROLLER_NAME: "Smile Ltd", PUBLIC_CONTROLLER_ADDRESS: "1 Main St, Dublin" };
  const founders: Facts = {
    ...EMPTY_FACTS,
    founders: [
      { id: "ana", name: "Test Founder", role: "Test role", profileUrl: "https://profile.test/ana" },
    ],
  };

  it("shows no people and names no company when none is configured: no heading without people", () => {
    expect(content.team).toBeUndefined();
    expect(content.footer.company).toBeUndefined();
    expect(content.footer.copyright).toMatch(/ChatToBook/);
  });

  it("names the company in the footer, with its address and number, never in a people card", () => {
    const page = homePageIn("en", loadPublicConfig({ ...controller, PUBLIC_COMPANY_NUMBER: "12345678" }), {
      now,
    });
    expect(page.team).toBeUndefined();
    expect(page.footer.company).toEqual({
      sentence: fillAround(en.footer.company, "entity", { brand: "ChatToBook" }),
      entity: "Smile Ltd",
      address: { label: en.footer.addressLabel, text: "1 Main St, Dublin" },
      number: { ...fillAround(en.footer.companyNumber, "number"), value: "12345678" },
    });
    expect(page.footer.copyright).toMatch(/Smile Ltd/);
  });

  it("shows the people the facts list, with their profiles", () => {
    const page = homePageIn("en", config, { now, facts: founders });
    expect(page.team?.heading).toBe(fill(en.team.heading, { brand: "ChatToBook" }));
    expect(page.team?.founders).toEqual([
      expect.objectContaining({
        name: "Test Founder",
        role: "Test role",
        profileUrl: "https://profile.test/ana",
      }),
    ]);
    expect(page.team?.founders[0]?.profileLabel).toBe(fill(en.team.profile, { name: "Test Founder" }));
  });
});
