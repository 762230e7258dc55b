import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { intlTag, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { privacyPageIn } from "#tests/support/page-content.ts";
import { buildPrivacyContent, type PrivacyContent } from "./content.ts";

/** All text of the page, links included, as one string. */
const text = (content: PrivacyContent): string => JSON.stringify(content);

const configured = loadPublicConfig({
  PUBLIC_BRAND_NAME: "SmileBot",
  PUBLIC_SITE_URL: "https://smilebot.example",
  // Real links: a published build refuses the placeholder defaults (decision 063).
  PUBLIC_BOOKING_URL: "https://cal.com/acme/demo",
  PUBLIC_WHATSAPP_NUMBER: "5511987654321",
  PUBLIC_SOCIAL_URL: "https://www.linkedin.com/company/acme",
  PUBLIC_CONTROLLER_NAME: "Smile Software GmbH",
  PUBLIC_CONTROLLER_ADDRESS: "Hauptstraße 1, 10115 Berlin, Germany",
  PUBLIC_PRIVACY_EMAIL: "privacy@smilebot.example",
  PUBLIC_HOSTING_PROVIDER: "Netlify, Inc. (USA)",
  PUBLIC_SUPABASE_URL: "https://abc.supabase.co",
  PUBLIC_DATA_RECIPIENTS: "Zapier, Inc. (USA); Postmark (ActiveCampaign, USA)",
});

describe("the privacy page", () => {
  const page = buildPrivacyContent(configured, { retentionDays: 90 });
  const all = text(page);

  it("names the controller with address and a privacy contact as a mailto link", () => {
    const controller = page.sections.find((section) => section.id === "controller");
    expect(controller?.blocks).toContainEqual({
      type: "address",
      lines: ["Smile Software GmbH", "Hauptstraße 1, 10115 Berlin, Germany"],
    });
    expect(all).toContain('"href":"mailto:privacy@smilebot.example"');
    expect(page.missingValuesNotice).toBeUndefined();
  });

  it("states purpose, legal bases, recipients, transfers, retention, rights and complaints", () => {
    expect(all).toMatch(/only to answer your request/);
    expect(all).toMatch(/GDPR Art\. 6\(1\)\(b\)/);
    expect(all).toMatch(/GDPR Art\. 6\(1\)\(f\)/);
    expect(all).toContain("Netlify, Inc. (USA): hosts this website");
    expect(all).toContain("Supabase, Inc.: stores the contact requests");
    expect(all).toContain("Zapier, Inc. (USA): receives each new request");
    expect(all).toContain("Postmark (ActiveCampaign, USA): receives each new request");
    expect(all).toMatch(/standard contractual clauses/);
    expect(all).toContain("deleted automatically 90 days after it arrives");
    expect(all).toMatch(/Erasure of your data/);
    expect(all).toMatch(/supervisory authority/);
    expect(all).toMatch(/ANPD/);
    expect(all).toMatch(/sets no cookies/);
    expect(all).toMatch(/loads nothing from other companies/);
  });

  it("says leads are kept until erased when retention is 0", () => {
    expect(text(buildPrivacyContent(configured, { retentionDays: 0 }))).toContain(
      "We keep contact requests until you ask us to delete them.",
    );
  });

  it("names the data protection officer only when one is configured", () => {
    expect(all).not.toMatch(/data protection officer/);
    const withDpo = loadPublicConfig({
      PUBLIC_DPO_NAME: "Ana Souza",
      PUBLIC_DPO_EMAIL: "dpo@smilebot.example",
    });
    const dpo = text(buildPrivacyContent(withDpo, { retentionDays: 365 }));
    expect(dpo).toContain(
      "data protection officer (in Brazil, the encarregado), Ana Souza, can be reached at",
    );
    expect(dpo).toContain("mailto:dpo@smilebot.example");
  });

  it("claims no outside company when nothing outside is configured", () => {
    const local = text(buildPrivacyContent(loadPublicConfig({}), { retentionDays: 365 }));
    expect(local).toContain("This website is served from our own server.");
    expect(local).toContain("stored in a database on our own server");
    expect(local).not.toMatch(/Supabase|Netlify|Zapier/);
  });

  it("calls the providers listed our processors only when the list names one", () => {
    const { processors } = loadLocaleCopy("en").privacy.recipients;
    expect(all).toContain(processors);
    expect(text(buildPrivacyContent(loadPublicConfig({}), { retentionDays: 365 }))).not.toContain(processors);
    for (const one of [
      { PUBLIC_HOSTING_PROVIDER: "Netlify, Inc. (USA)" },
      { PUBLIC_SUPABASE_URL: "https://abc.supabase.co" },
      { PUBLIC_DATA_RECIPIENTS: "Postmark (USA)" },
    ])
      expect(text(buildPrivacyContent(loadPublicConfig(one), { retentionDays: 365 }))).toContain(processors);
  });

  it("names the UK GDPR, its transfer rules and the ICO for a controller in the UK", () => {
    const uk = text(
      buildPrivacyContent({ ...configured, controllerJurisdiction: "uk" }, { retentionDays: 90 }),
    );
    expect(uk).toContain("under the UK GDPR and the Data Protection Act 2018 and Brazil's LGPD");
    expect(uk).toContain("UK GDPR Art. 6(1)(b)");
    expect(uk).toContain("outside the United Kingdom");
    expect(uk).toContain("Information Commissioner's Office (ICO)");
    expect(uk).not.toMatch(/European Economic Area|EU country/);
    expect(all).toContain("under the GDPR and Brazil's LGPD");
  });

  it("in a local build without the controller's values, says which variables to set", () => {
    const local = buildPrivacyContent(loadPublicConfig({}), { retentionDays: 365 });
    expect(local.missingValuesNotice).toMatch(/PUBLIC_CONTROLLER_NAME and PUBLIC_PRIVACY_EMAIL/);
  });

  it("mentions the in-page booking calendar only when the overlay is on", () => {
    expect(all).not.toMatch(/booking calendar loads inside this page/);
    const overlay = loadPublicConfig({ PUBLIC_BOOKING_OVERLAY: "true" });
    expect(text(buildPrivacyContent(overlay, { retentionDays: 365 }))).toMatch(
      /booking calendar loads inside this page only when you open it/,
    );
  });

  it("says what the cookieless measurement records and why, and only when it is built in", () => {
    const measurement = page.sections.find((section) => section.id === "measurement");
    expect(measurement?.heading).toBe("How we measure visits");
    const said = JSON.stringify(measurement);
    expect(said).toContain("no cookie");
    expect(said).toContain("IP address and the user agent are not stored");
    expect(said).toContain("deleted at the end of the day");
    expect(said).toContain("GDPR Art. 6(1)(f)");
    const without = buildPrivacyContent({ ...configured, analytics: false }, { retentionDays: 90 });
    expect(without.sections.map((section) => section.id)).not.toContain("measurement");
  });
});

describe("each notice's date and numbers", () => {
  const c = loadPublicConfig({});

  it.each(SUPPORTED_LOCALES)(
    "%s: says when it was last updated, the file's date written by Intl",
    (locale) => {
      const { updated } = loadLocaleCopy(locale).privacy;
      const page = privacyPageIn(locale, c, { retentionDays: 30 });
      const date = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(updated),
      );
      expect(page.updated.date).toBe(updated);
      expect(page.updated.line).toContain(date);
      expect(page.updated.line).not.toMatch(/[{}]/);
    },
  );

  it("counts the retention days in Arabic as the number requires (dual, 3–10, 11–99, 100)", () => {
    const retention = (days: number) =>
      JSON.stringify(
        privacyPageIn("ar", c, { retentionDays: days }).sections.find((s) => s.id === "retention"),
      );
    expect(retention(1)).toContain("بعد يوم واحد من وصوله");
    expect(retention(2)).toContain("بعد يومين من وصوله");
    expect(retention(7)).toContain("بعد 7 أيام من وصوله");
    expect(retention(365)).toContain("بعد 365 يومًا من وصوله");
    expect(retention(100)).toContain("بعد 100 يوم من وصوله");
    expect(retention(365)).not.toContain("قدره");
  });

  it("writes one day in the singular in the other languages", () => {
    const en = JSON.stringify(privacyPageIn("en", c, { retentionDays: 1 }));
    expect(en).toContain("deleted automatically 1 day after");
    const es = JSON.stringify(privacyPageIn("es", c, { retentionDays: 1 }));
    expect(es).toContain("1 día después");
  });
});

describe("the development-build notice", () => {
  it("never reaches a published site, whatever the configuration object says", () => {
    // loadPublicConfig already refuses such a build; this guards the page itself.
    const published = { ...loadPublicConfig({}), siteUrl: "https://smile-dental.com" };
    expect(buildPrivacyContent(published, { retentionDays: 365 }).missingValuesNotice).toBeUndefined();
  });
});
