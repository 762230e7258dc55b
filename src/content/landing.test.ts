import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "@/config/public-env.ts";
import { whatsappUrl } from "@/lib/links.ts";
import {
  buildContactCopy,
  buildLandingContent,
  companyBehind,
  socialNetworkName,
  type LandingContent,
} from "./landing.ts";

// Built from explicit env objects (not import.meta.env) so a developer's .env cannot change the results.
const config = loadPublicConfig({});
const content = buildLandingContent(config, { now: new Date("2031-06-15T12:00:00Z") });

/** Every string in a value, depth first. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

describe("the spec's exact copy", () => {
  it("top bar and hero", () => {
    expect(content.topBar.brandName).toBe("ChatToBook");
    expect(content.topBar.bookDemo.label).toBe("Book a demo");
    expect(content.hero.badge).toBe("AI-Powered Booking Assistant");
    expect(content.hero.heading).toBe("Turn chats into confirmed bookings");
    expect(content.hero.primaryCta.label).toBe("Book a demo");
  });

  it("features: the title and the four cards of the spec", () => {
    expect(content.features.heading).toBe("WhatsApp AI Built Around Your Business Workflows");
    const [business, voice, calendar, followUps] = content.features.cards.map((card) => card.body);
    expect(content.features.cards).toHaveLength(4);
    expect(business).toMatch(/website/);
    expect(business).toMatch(/FAQs/);
    expect(voice).toMatch(/voice messages/);
    expect(voice).toMatch(/[Tt]ranscribes/);
    expect(voice).toMatch(/extracts what they want/);
    expect(calendar).toMatch(/[Ss]yncs with your calendar/);
    expect(calendar).toMatch(/books, reschedules and reminds/);
    expect(followUps).toMatch(/via WhatsApp, email and SMS/);
    expect(content.features.cards.map((card) => card.title)).toEqual([
      "Knows your business",
      "Understands voice notes",
      "Schedules appointments",
      "Customized follow-ups",
    ]);
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
    expect(content.integrations.more).toContain("more via Zapier and webhooks");
  });

  it("pricing: 'Pay for performance', free setup, no monthly fees, a share of each new patient's first visit", () => {
    expect(content.pricing.heading).toBe("Pay for performance");
    expect(content.pricing.cta.label).toBe("Get Started for Free");
    expect(content.pricing.points.map((point) => point.title)).toEqual([
      "Free setup",
      "No monthly fees",
      "Shared success",
    ]);
    // The sales a new patient brings are billed as the share of their first visit (decision 037).
    expect(content.pricing.intro).toMatch(/share of each new patient's first visit/);
    expect(content.pricing.overlay.fallback).toBe("Open in a new tab");
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

  it("contact section, floating button and footer", () => {
    expect(content.contact.id).toBe("contact");
    expect(content.contact.heading).toBe("Get started with ChatToBook");
    expect(content.contact.intro).toBe("Fill out the form below and we'll get back to you within 24 hours");
    expect(content.contact.form.submit).toBe("Get Started");
    expect(content.floatingChat.label).toBe("Talk with ChatToBook");
    expect(content.footer.copyright).toBe("© 2031 ChatToBook. All rights reserved.");
    expect(content.footer.tagline.length).toBeGreaterThan(20);
  });

  it("404 page", () => {
    expect(content.notFound.code).toBe("404");
    expect(content.notFound.heading).toBe("Oops! Page not found");
    expect(content.notFound.home).toEqual({ label: "Return to Home", href: "/" });
    expect(content.notFound.logMessage).toBe("404 Error: User attempted to access non-existent route:");
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
    const stored = (c: typeof config) => {
      const built = buildLandingContent(c);
      return [built.contact.trust.points[0]?.text, built.faq.items.at(-1)?.answer].join("\n");
    };
    expect(stored(config)).not.toContain("Supabase");
    expect(stored(config)).toContain("our own server");
    const hosted = loadPublicConfig({ PUBLIC_SUPABASE_URL: "https://xyzcompany.supabase.co" });
    expect(stored(hosted)).toContain("our Supabase database");
    expect(stored(hosted)).not.toContain("our own server");
  });

  it("keeps the contact slice identical to buildContactCopy, which the form island imports", () => {
    // The trust notes beside the form are static HTML, not the island's copy.
    const {
      id,
      eyebrow: _eyebrow,
      heading: _heading,
      intro: _intro,
      trust: _trust,
      ...copy
    } = content.contact;
    expect(id).toBe("contact");
    expect(copy).toEqual(buildContactCopy(config));
  });
});

describe("links come from the configuration", () => {
  const custom = loadPublicConfig({
    PUBLIC_BOOKING_URL: "https://calendly.com/smile/demo",
    PUBLIC_SOCIAL_URL: "https://www.instagram.com/smileassist",
    PUBLIC_WHATSAPP_NUMBER: "+447700900123",
  });
  const c = buildLandingContent(custom);

  it("every booking link points at PUBLIC_BOOKING_URL", () => {
    expect(c.topBar.bookDemo.href).toBe("https://calendly.com/smile/demo");
    expect(c.hero.primaryCta.href).toBe("https://calendly.com/smile/demo");
    expect(c.pricing.cta.href).toBe("https://calendly.com/smile/demo");
  });

  it("the footer links the social profile and names its network", () => {
    expect(c.footer.social).toEqual({
      label: "Follow ChatToBook on Instagram",
      href: "https://www.instagram.com/smileassist",
    });
  });

  it("the footer links Privacy always, and Imprint only when PUBLIC_IMPRINT_URL is set", () => {
    expect(c.footer.privacy).toEqual({ label: "Privacy", href: "/privacy/" });
    expect(c.footer.imprint).toBeUndefined();
    const withImprint = buildLandingContent(
      loadPublicConfig({ PUBLIC_IMPRINT_URL: "https://smile.example/imprint" }),
    );
    expect(withImprint.footer.imprint).toEqual({ label: "Imprint", href: "https://smile.example/imprint" });
  });

  it("the floating button opens WhatsApp with the configured number", () => {
    expect(c.floatingChat.href).toBe(whatsappUrl(custom));
    expect(c.floatingChat.href.startsWith("https://wa.me/447700900123?text=")).toBe(true);
  });

  it("section links target the ids the sections use", () => {
    const ids = [c.features.id, c.howItWorks.id, c.integrations.id, c.pricing.id, c.contact.id];
    for (const link of [...c.topBar.links, ...c.footer.links]) expect(ids).toContain(link.href.slice(1));
  });
});

describe("brand substitution", () => {
  const acme = loadPublicConfig({ PUBLIC_BRAND_NAME: "Acme Dental AI" });
  const c: LandingContent = buildLandingContent(acme, { now: new Date("2030-01-01T00:00:00Z") });

  it("puts the brand in every place the spec says 'the product'", () => {
    expect(c.contact.heading).toBe("Get started with Acme Dental AI");
    expect(c.floatingChat.label).toBe("Talk with Acme Dental AI");
    expect(c.topBar.brandName).toBe("Acme Dental AI");
    expect(c.footer.brandName).toBe("Acme Dental AI");
    expect(c.footer.copyright).toBe("© 2030 Acme Dental AI. All rights reserved.");
    expect(c.meta.title).toContain("Acme Dental AI");
    expect(c.meta.siteName).toBe("Acme Dental AI");
  });

  it("leaves no trace of the default brand anywhere, the WhatsApp greeting included", () => {
    expect(JSON.stringify(c)).not.toContain("ChatToBook");
    expect(decodeURIComponent(c.floatingChat.href)).toContain("Hi Acme Dental AI!");
  });
});

describe("helpers", () => {
  it("socialNetworkName recognises the common networks and falls back to a generic name", () => {
    expect(socialNetworkName("https://www.linkedin.com/company/example")).toBe("LinkedIn");
    expect(socialNetworkName("https://instagram.com/x")).toBe("Instagram");
    expect(socialNetworkName("https://m.facebook.com/x")).toBe("Facebook");
    expect(socialNetworkName("https://x.com/x")).toBe("X");
    expect(socialNetworkName("https://notlinkedin.com/x")).toBe("social media");
    expect(socialNetworkName("https://mastodon.social/@x")).toBe("social media");
  });
});

describe("who is behind it", () => {
  const controller = { PUBLIC_CONTROLLER_NAME: "Smile Ltd", PUBLIC_CONTROLLER_ADDRESS: "1 Main St, Dublin" };

  it("names no company when neither the company nor the data controller is set", () => {
    expect(companyBehind(config)).toEqual({ entity: undefined, address: undefined });
    expect(content.team).toBeUndefined();
    expect(content.footer.copyright).toMatch(/ChatToBook/);
  });

  it("names the data controller, with its address, when no company is set", () => {
    const c = loadPublicConfig(controller);
    expect(companyBehind(c)).toEqual({ entity: "Smile Ltd", address: "1 Main St, Dublin" });
    const page = buildLandingContent(c, { now: new Date("2031-06-15T12:00:00Z") });
    expect(page.team?.entity).toBe("ChatToBook is a service of Smile Ltd.");
    expect(page.team?.address?.text).toBe("1 Main St, Dublin");
    expect(page.footer.copyright).toMatch(/Smile Ltd/);
  });

  it("prefers the company's own name and address, and never gives another company the controller's address", () => {
    const own = loadPublicConfig({
      ...controller,
      PUBLIC_LEGAL_ENTITY: "Smile Software GmbH",
      PUBLIC_LEGAL_ADDRESS: "Hauptstraße 1, Berlin",
    });
    expect(companyBehind(own)).toEqual({ entity: "Smile Software GmbH", address: "Hauptstraße 1, Berlin" });
    const noAddress = loadPublicConfig({ ...controller, PUBLIC_LEGAL_ENTITY: "Smile Software GmbH" });
    expect(companyBehind(noAddress)).toEqual({ entity: "Smile Software GmbH", address: undefined });
    const same = loadPublicConfig({ ...controller, PUBLIC_LEGAL_ENTITY: "Smile Ltd" });
    expect(companyBehind(same)).toEqual({ entity: "Smile Ltd", address: "1 Main St, Dublin" });
  });
});
