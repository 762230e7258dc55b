import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { homePageIn } from "#tests/support/page-content.ts";
import { Faq } from "./Faq.tsx";

const config = loadPublicConfig({});

describe("the FAQ", () => {
  it("renders each question as a disclosure with an anchor, in the file's order", () => {
    const content = homePageIn("es", config).faq;
    const html = renderToStaticMarkup(<Faq content={content} />);
    const ids = [...html.matchAll(/<details[^>]*id="faq-([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(content.items.map((item) => item.id));
    expect(html).not.toContain(" lang=");
  });

  it("shows a question the language lacks in the default language, marked, never silently", () => {
    const es = structuredClone(loadLocaleCopy("es").landing);
    const at = es.faq.items.findIndex((item) => item.id === "number");
    const [dropped] = es.faq.items.splice(at, 1);
    const content = homePageIn("es", config, { copy: es }).faq;
    const english = loadLocaleCopy("en").landing.faq.items.find((item) => item.id === dropped?.id);
    const shown = content.items.find((item) => item.id === dropped?.id);
    expect(shown).toMatchObject({ question: english?.question, lang: "en" });
    // In its place: after the question that precedes it in English.
    const before = loadLocaleCopy("en").landing.faq.items.findIndex((item) => item.id === "number") - 1;
    const index = content.items.findIndex((item) => item.id === dropped?.id);
    expect(content.items[index - 1]?.id).toBe(loadLocaleCopy("en").landing.faq.items[before]?.id);
    const html = renderToStaticMarkup(<Faq content={content} />);
    expect(html).toMatch(new RegExp(`<details[^>]*id="faq-${dropped?.id}"[^>]*lang="en"`));
    expect(html).toContain(`lang="es-419" class=`);
    expect(html).toContain(`>${es.ui.untranslated}</span>`);
  });

  it("keeps a reordered language's own order", () => {
    const es = structuredClone(loadLocaleCopy("es").landing);
    es.faq.items.reverse();
    const ids = homePageIn("es", config, { copy: es }).faq.items.map((item) => item.id);
    expect(ids[0]).toBe(es.faq.items[0]?.id);
  });
});
