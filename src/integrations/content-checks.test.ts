import { describe, expect, it } from "vitest";
import { EMPTY_FACTS } from "#src/content/copy/facts.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { contentProblems } from "./content-checks.ts";

const published = loadPublicConfig({
  PUBLIC_SITE_URL: "https://smile-dental.com",
  PUBLIC_BOOKING_URL: "https://cal.com/smile/demo",
  PUBLIC_WHATSAPP_NUMBER: "5511987654321",
  PUBLIC_SOCIAL_URL: "https://www.linkedin.com/company/smile-dental",
  PUBLIC_CONTROLLER_NAME: "Smile Ltd",
  PUBLIC_PRIVACY_EMAIL: "privacy@smile-dental.com",
});

describe("contentProblems", () => {
  it("lets the shipped copy build, and a production build warns that nothing is said about patients' data", () => {
    const { errors, warnings } = contentProblems(published, EMPTY_FACTS);
    expect(errors).toEqual([]);
    expect(warnings.join("\n")).toMatch(
      /facts\.yaml states nothing about patients' data \(patientData: processors/,
    );
    expect(contentProblems(loadPublicConfig({}), EMPTY_FACTS).warnings).toEqual([]);
  });

  it("stays quiet about patients' data once one fact is stated", () => {
    const facts = {
      ...EMPTY_FACTS,
      patientData: { ...EMPTY_FACTS.patientData, usedForTraining: "no" as const },
    };
    expect(contentProblems(published, facts).warnings).toEqual([]);
  });

  it("refuses an example address as a founder's profile in a production build", () => {
    const facts = {
      ...EMPTY_FACTS,
      founders: [{ id: "ana", name: "Ana", role: "CEO", profileUrl: "https://example.com/ana" }],
    };
    expect(contentProblems(published, facts).errors.join("\n")).toMatch(/facts\.yaml founders \(ana\)/);
    expect(contentProblems(loadPublicConfig({}), facts).errors).toEqual([]);
  });

  it("warns when a language prices in another market's currency", () => {
    expect(
      contentProblems(loadPublicConfig({ PUBLIC_CURRENCY: "EUR" }), EMPTY_FACTS).warnings.join("\n"),
    ).toMatch(/\/pt-br\/ prices in EUR \(PUBLIC_CURRENCY\), not its market's BRL/);
  });
});
