import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { TESTIMONIALS, type Testimonial } from "./proof.ts";
import { Testimonials } from "./Testimonials.tsx";
import { homePageIn } from "#tests/support/page-content.ts";

const copyIn = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
  homePageIn(locale, loadPublicConfig({}), { localeUrl: (path) => `/${path}` }).testimonials;

// Test data only: obviously fictional (example.com-style names), never shipped (proof.ts is empty).
const entries: Testimonial[] = [
  {
    name: "Test Person One",
    role: "Practice manager",
    clinic: "Example Clinic",
    quote: "Test quote in English.",
    figure: { value: "+12%", label: "test figure label" },
    consent: "test fixture",
  },
  {
    name: "Persona De Prueba",
    role: "Directora",
    clinic: "Clínica Ejemplo",
    quote: "Cita de prueba en español.",
    lang: "es",
    consent: "test fixture",
  },
];

describe("Testimonials", () => {
  it("ships no entries: only real, consented ones may be added (decision 038)", () => {
    expect(TESTIMONIALS).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)("%s: renders nothing at all without entries", (locale) => {
    expect(renderToStaticMarkup(<Testimonials content={copyIn(locale)} entries={[]} pageLang="en" />)).toBe(
      "",
    );
  });

  it("renders each entry's quote, person, role, clinic and figure, in a landmark with the heading", () => {
    const copy = copyIn("en");
    const html = renderToStaticMarkup(<Testimonials content={copy} entries={entries} pageLang="en" />);
    expect(html).toMatch(/^<section id="testimonials" aria-labelledby="testimonials-heading"/);
    expect(html).toContain(`<h2 id="testimonials-heading"`);
    expect(html).toContain(copy.heading);
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
      <Testimonials content={copyIn("en")} entries={entries} pageLang={page} />,
    );
    const figures = html.match(/<figure[^>]*>/g) ?? [];
    expect(figures.map((tag) => /lang="([^"]+)"/.exec(tag)?.[1])).toEqual(langs);
    // The quote is shown as given, never translated.
    expect(html).toMatch(/<figure[^>]*>.*Cita de prueba en español\./);
  });
});
