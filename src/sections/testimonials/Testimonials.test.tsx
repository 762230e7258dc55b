import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EMPTY_FACTS, loadFacts, type Facts } from "#src/content/copy/facts.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { Testimonials } from "./Testimonials.tsx";
import { homePageIn } from "#tests/support/page-content.ts";

const sectionIn = (locale: (typeof SUPPORTED_LOCALES)[number], facts: Facts) =>
  homePageIn(locale, loadPublicConfig({}), { localeUrl: (path) => `/${path}`, facts }).testimonials;

// Test data only: obviously fictional, never shipped (the shipped facts.yaml lists none).
const withEntries: Facts = {
  ...EMPTY_FACTS,
  testimonials: [
    {
      id: "one",
      name: "Test Person One",
      role: "Practice manager",
      clinic: "Example Clinic",
      quote: "Test quote in English.",
      figure: { value: "+12%", label: "test figure label" },
      consent: "test fixture",
    },
    {
      id: "two",
      name: "Persona De Prueba",
      role: "Directora",
      clinic: "Clínica Ejemplo",
      quote: "Cita de prueba en español.",
      lang: "es",
      consent: "test fixture",
    },
  ],
};

describe("Testimonials", () => {
  it("ships no entries: only real, consented ones may be added (decision 038)", () => {
    expect(loadFacts().testimonials).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)("%s: renders nothing at all without entries", (locale) => {
    expect(sectionIn(locale, EMPTY_FACTS)).toBeUndefined();
    expect(renderToStaticMarkup(<Testimonials content={undefined} pageLang="en" />)).toBe("");
  });

  it("renders each entry's quote, person, role, clinic and figure, in a landmark with the heading", () => {
    const content = sectionIn("en", withEntries);
    const html = renderToStaticMarkup(<Testimonials content={content} pageLang="en" />);
    expect(html).toMatch(/^<section id="testimonials" aria-labelledby="testimonials-heading"/);
    expect(html).toContain(`<h2 id="testimonials-heading"`);
    expect(html).toContain(content?.heading);
    expect(html.match(/<blockquote/g)).toHaveLength(2);
    for (const text of [
      "<p>Test quote in English.</p>",
      "Test Person One",
      "Practice manager, Example Clinic",
      "+12%",
      "test figure label",
      "Directora, Clínica Ejemplo",
    ])
      expect(html).toContain(text);
    // The consent record is for us, never for the page.
    expect(html).not.toContain("test fixture");
  });

  // English entries have no lang (unset means English); a Spanish page marks them "en".
  it.each([
    ["en", [undefined, "es"]],
    ["es", ["en", undefined]],
    ["pt-BR", ["en", "es"]],
  ] as const)("on a %s page, marks each entry given in another language with its lang", (page, langs) => {
    const html = renderToStaticMarkup(
      <Testimonials content={sectionIn("en", withEntries)} pageLang={page} />,
    );
    const figures = html.match(/<figure[^>]*>/g) ?? [];
    expect(figures.map((tag) => /lang="([^"]+)"/.exec(tag)?.[1])).toEqual(langs);
    // The quote is shown as given, never translated.
    expect(html).toMatch(/<figure[^>]*>.*Cita de prueba en español\./);
  });

  it("gives an entry in another language its own direction: English on an Arabic page, Arabic on an English one", () => {
    const facts: Facts = {
      ...withEntries,
      testimonials: [
        ...withEntries.testimonials,
        {
          id: "three",
          name: "شخص تجريبي",
          role: "مديرة",
          clinic: "عيادة",
          quote: "اقتباس تجريبي.",
          lang: "ar",
          consent: "test fixture",
        },
      ],
    };
    const dirs = (page: string) =>
      (
        renderToStaticMarkup(<Testimonials content={sectionIn("en", facts)} pageLang={page} />).match(
          /<figure[^>]*>/g,
        ) ?? []
      ).map((tag) => /dir="([^"]+)"/.exec(tag)?.[1]);
    expect(dirs("ar")).toEqual(["ltr", "ltr", undefined]);
    expect(dirs("en")).toEqual([undefined, "ltr", "rtl"]);
  });
});
