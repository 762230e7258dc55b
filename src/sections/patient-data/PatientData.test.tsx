import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EMPTY_FACTS, type Facts } from "#src/content/copy/facts.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { fill } from "#src/core/fill.ts";
import { intlTag, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { homePageIn, STATED_PATIENT_DATA } from "#tests/support/page-content.ts";
import { PatientData } from "./PatientData.tsx";

const config = loadPublicConfig({});
const stated: Facts = {
  ...EMPTY_FACTS,
  patientData: STATED_PATIENT_DATA,
};
const patientQuestion = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
  loadLocaleCopy(locale).landing.faq.items.find((item) => item.facts === "patientData")?.id;

describe.each(SUPPORTED_LOCALES)("patient data (%s)", (locale) => {
  const words = loadLocaleCopy(locale).landing.patientData;

  it("says nothing, block and FAQ question alike, while no fact is set", () => {
    const page = homePageIn(locale, config, { facts: EMPTY_FACTS });
    expect(page.patientData).toBeUndefined();
    expect(renderToStaticMarkup(<PatientData content={page.patientData} />)).toBe("");
    expect(page.faq.items.map((item) => item.id)).not.toContain(patientQuestion(locale));
  });

  it("states each fact that is set, the processor named with its region in the page's language", () => {
    const page = homePageIn(locale, config, { facts: stated });
    const html = renderToStaticMarkup(<PatientData content={page.patientData} />).replace(/&#x27;/g, "'");
    const region = new Intl.DisplayNames([intlTag(locale)], { type: "region" });
    expect(html).toContain('id="patient-data"');
    expect(html).toContain(fill(words.agreement.yes, { brand: "ChatToBook" }));
    expect(html).toContain(words.training.no);
    expect(html).toContain(words.humanTakeover.yes);
    expect(html).toContain("Test AI Ltd");
    expect(html).toContain(region.of("IE"));
    // The FAQ question appears with the same facts after its own words.
    const faq = page.faq.items.find((item) => item.id === patientQuestion(locale));
    expect(faq?.answer).toContain(words.training.no);
    expect(faq?.answer).toContain("Test AI Ltd");
  });

  it("states only what is set", () => {
    const one: Facts = { ...EMPTY_FACTS, patientData: { processors: [], usedForTraining: "no" } };
    const content = homePageIn(locale, config, { facts: one }).patientData;
    expect(content?.statements).toEqual([words.training.no]);
    expect(content?.processors).toEqual([]);
  });
});
