import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import { checkCopy, copyProblems, describeKey, normaliseSave } from "./cms-check.ts";
import { COPY_DIR } from "./load.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test breaks the data in its own ways
const spanish = () => parse(readFileSync(join(COPY_DIR, "landing.es.yaml"), "utf8")) as Record<string, any>;

describe("the copy schema's verdict in the editor's words", () => {
  it("passes the files as they are", () => {
    expect(checkCopy("landing.es.yaml", spanish())).toEqual([]);
  });

  it("names the language, the text's label and its key, and says what is wrong plainly", () => {
    const data = spanish();
    data.hero.badge = "";
    data.bookDemo = "Pide una demostración gratuita hoy";
    data.hero.body = "{marca} responde";
    expect(checkCopy("landing.es.yaml", data)).toEqual([
      "Latin American Spanish · 'Book a demo' button (bookDemo): too long: 34 of 14 characters",
      "Latin American Spanish · Hero › Small label above the big heading (hero.badge): empty: every language needs this text",
      "Latin American Spanish · Hero › Text under the big heading (hero.body): {marca} is not something the page fills in: keep {brand} exactly as written",
    ]);
  });

  it("names a key the page does not have", () => {
    const data = spanish();
    Object.assign(data.checklist.items, { contract: { title: "¿Contrato?", body: "No." } });
    expect(checkCopy("landing.es.yaml", data)).toEqual([
      "Latin American Spanish · All included › Checklist (checklist.items): contract: not a text the page has (remove it from the file)",
    ]);
  });

  it("names a list's item by its id, as the editor shows it", () => {
    const data = spanish();
    data.faq.items.push({ id: "contract", question: "¿Hay un contrato?", answer: "" });
    expect(checkCopy("landing.es.yaml", data)).toEqual([
      "Latin American Spanish · FAQ › Questions › Question: contract › Answer (faq.items.contract.answer): empty: every language needs this text",
    ]);
  });

  it("checks Company facts with the facts' schema, in the marketer's words", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test breaks the data in its own ways
    const facts = parse(readFileSync(join(COPY_DIR, "facts.yaml"), "utf8")) as Record<string, any>;
    expect(checkCopy("facts.yaml", facts)).toEqual([]);
    facts.founders = [
      { id: "ana", name: "", role: "Co-founder", profileUrl: "http://example.org", photo: "ana.bmp" },
    ];
    facts.patientData.retentionDays = 0;
    expect(checkCopy("facts.yaml", facts)).toEqual([
      "Company facts · Patient data › Days conversations are kept (patientData.retentionDays): must be more than 0",
      "Company facts · Founders › Founder: ana › Name (founders.ana.name): empty: fill it in",
      "Company facts · Founders › Founder: ana › Photo (founders.ana.photo): must be an image uploaded to the media folder (/media/<file>.jpg)",
      "Company facts · Founders › Founder: ana › Profile link (founders.ana.profileUrl): must be an https URL",
    ]);
  });

  it("writes what the editor left empty as each file does", () => {
    const facts = {
      document: "facts",
      billing: { statement: null, capPerNewPatient: { amount: null, currency: "" } },
    };
    expect(normaliseSave("facts.yaml", facts)).toEqual({
      document: "facts",
      billing: { statement: "", capPerNewPatient: "" },
    });
    const item = {
      id: "contract",
      question: "¿Contrato?",
      answer: "No.",
      facts: null,
      link: { label: "", page: null },
    };
    expect(normaliseSave("landing.es.yaml", { faq: { items: [item] } })).toEqual({
      faq: { items: [{ id: "contract", question: "¿Contrato?", answer: "No." }] },
    });
  });

  it("describes a key of an Arabic file", () => {
    expect(describeKey("landing.ar.yaml", ["hero", "heading"])).toBe(
      "Arabic · Hero › Big heading (hero.heading)",
    );
  });

  describe("on disk", () => {
    let dir = "";
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("lists each file's problems by file name, for the dev page's banner", () => {
      dir = mkdtempSync(join(tmpdir(), "copy-"));
      cpSync(COPY_DIR, dir, { recursive: true });
      expect(copyProblems(dir)).toEqual([]);
      const file = join(dir, "landing.es.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace(/^ {2}badge: .*$/m, '  badge: ""'));
      writeFileSync(join(dir, "email.ar.yaml"), "document: email\nautoreply: [unclosed\n");
      const facts = join(dir, "facts.yaml");
      writeFileSync(
        facts,
        readFileSync(facts, "utf8").replace('humanTakeover: ""', "humanTakeover: perhaps"),
      );
      const problems = copyProblems(dir);
      expect(problems).toHaveLength(3);
      expect(problems[2]).toBe(
        'facts.yaml: Company facts · Patient data › Clinic\'s team can take conversations over? (patientData.humanTakeover): must be "yes", "no" or empty',
      );
      expect(problems[0]).toMatch(
        /^landing\.es\.yaml: Latin American Spanish · Hero › .* \(hero\.badge\): empty/,
      );
      expect(problems[1]).toMatch(/^email\.ar\.yaml: /);
    });
  });
});
