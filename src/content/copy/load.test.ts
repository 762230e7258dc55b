import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { autoreplyCopy, COPY_DIR, CopyError, fill, loadLocaleCopy } from "./load.ts";

/*
 * The build's content checks (the collection calls loadLocaleCopy, so each of these fails the
 * build): every problem is named by file and key, all of them at once.
 */
describe("loadLocaleCopy", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "copy-"));
    cpSync(COPY_DIR, dir, { recursive: true, filter: (src) => !/\.ts$/.test(src) });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Replaces one line of a copy file. */
  const edit = (file: string, from: string, to: string) => {
    const path = join(dir, file);
    const text = readFileSync(path, "utf8");
    expect(text).toContain(from);
    writeFileSync(path, text.replace(from, to));
  };
  const problems = (locale: string) => {
    try {
      loadLocaleCopy(locale, dir);
    } catch (error) {
      expect(error).toBeInstanceOf(CopyError);
      return (error as CopyError).problems.map((problem) => problem.replace(`${dir}/`, ""));
    }
    return [];
  };

  it("accepts the shipped files", () => {
    expect(problems("es")).toEqual([]);
  });

  it("names a missing key", () => {
    edit("landing.es.yaml", "  heading: Convierte chats en citas confirmadas\n", "");
    expect(problems("es")).toEqual([
      "landing.es.yaml: hero.heading: missing (every locale's file has every key)",
    ]);
  });

  it("names an extra key", () => {
    edit(
      "landing.es.yaml",
      "  badge: Asistente de citas con IA\n",
      "  badge: Asistente de citas con IA\n  subtitle: Nuevo\n",
    );
    expect(problems("es")).toEqual([
      "landing.es.yaml: hero.subtitle: not in the schema (remove it, or add it to src/content/copy/schema.ts)",
    ]);
  });

  it("names a list item under an id the code does not know (ids, never positions)", () => {
    edit("landing.es.yaml", "    knowledge:\n", "    knowledgeBase:\n");
    expect(problems("es")).toEqual([
      "landing.es.yaml: features.cards.knowledge: missing (every locale's file has every key)",
      "landing.es.yaml: features.cards.knowledgeBase: not in the schema (remove it, or add it to src/content/copy/schema.ts)",
    ]);
  });

  it("names an unknown placeholder, and says which ones the text takes", () => {
    edit("landing.es.yaml", "Empieza a usar {brand}", "Empieza a usar {marca}");
    expect(problems("es")).toEqual([
      "landing.es.yaml: contact.heading: unknown placeholder {marca}: this text takes {brand}",
    ]);
  });

  it("names a label over its length budget (the top bar's 'Book a demo')", () => {
    const { bookDemo } = loadLocaleCopy("es").landing;
    edit("landing.es.yaml", `bookDemo: ${bookDemo}`, "bookDemo: Solicita una demostración");
    expect(problems("es")).toEqual([
      "landing.es.yaml: bookDemo: is 25 characters; its budget is 14 (the room the layout has for it)",
    ]);
  });

  it("names a file that is missing or not YAML", () => {
    rmSync(join(dir, "email.es.yaml"));
    const { heading } = loadLocaleCopy("es").privacy;
    edit("privacy.es.yaml", `heading: ${heading}`, "heading: [Política");
    const found = problems("es");
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^privacy\.es\.yaml: /);
    expect(found[1]).toBe("email.es.yaml: missing (copy another locale's file and translate it)");
  });
});

describe("fill", () => {
  it("puts values into the placeholders it knows, and leaves any other as written", () => {
    expect(fill("© {year} {brand}. {other}", { brand: "Acme", year: 2031 })).toBe("© 2031 Acme. {other}");
  });
});

describe("autoreplyCopy", () => {
  it("answers in the lead's locale, with the brand and nothing else filled in", () => {
    const es = autoreplyCopy("es", "Acme");
    expect(es.subject).toBe("Recibimos tu solicitud – Acme");
    expect(es.body).toContain("Gracias por escribir a Acme.");
    expect(autoreplyCopy("PT-BR", "Acme").body).toContain("Recebemos sua solicitação");
  });

  it("falls back to English for a locale the registry lacks, or none", () => {
    expect(autoreplyCopy("fr", "Acme").subject).toBe("We received your request – Acme");
    expect(autoreplyCopy(null, "Acme").subject).toBe("We received your request – Acme");
  });

  it("has no placeholder left in any locale's body", () => {
    for (const locale of ["en", "es", "pt-br"])
      expect(autoreplyCopy(locale, "Acme").body).not.toMatch(/[{}]/);
  });
});
