import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, parseDocument, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import { COPY_DIR } from "#src/content/copy/load.ts";
import { mergeSave } from "./merge.ts";

const ARABIC = readFileSync(new URL("../../content/copy/landing.ar.yaml", import.meta.url), "utf8");

/** The lines of `after` that differ from `before`, as a set of changed line numbers' texts. */
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split("\n"), after.split("\n")];
  return b.filter((line, i) => a[i] !== line);
};

const edit = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`no ${from}`);
  return text.replace(from, to);
};

describe("a CMS save merged into the file on disk", () => {
  const base = [
    "# Copy of the page",
    "hero:",
    '  heading: "Turn chats into bookings"',
    "  badge: AI assistant # shown above the heading",
    "  body: Answers every message,",
    "    day and night.",
    "faq:",
    "  items:",
    "    - id: cost",
    "      question: What does it cost?",
    "",
  ].join("\n");

  it("rewrites only the changed key's text: quotes, comments, folded lines and order stay", () => {
    const mine = edit(base, "Turn chats into bookings", "Turn every chat into a booking");
    const result = mergeSave(base, base, mine);
    expect(result.kind).toBe("merged");
    if (result.kind !== "merged") return;
    expect(result.text).toBe(edit(base, "Turn chats into bookings", "Turn every chat into a booking"));
  });

  it("writes a one-line change of the Arabic file as a one-line diff", () => {
    const data = parse(ARABIC) as { hero: { heading: string } };
    const mine = ARABIC.replace(`  heading: ${data.hero.heading}\n`, "  heading: عنوان جديد\n");
    expect(mine).not.toBe(ARABIC);
    const result = mergeSave(ARABIC, ARABIC, mine);
    if (result.kind !== "merged") throw new Error(result.kind);
    expect(changedLines(ARABIC, result.text)).toEqual(["  heading: عنوان جديد"]);
  });

  it("quotes a new value that needs it, in the style YAML allows", () => {
    const mine = edit(base, "badge: AI assistant", "badge: 'AI: assistant'");
    const result = mergeSave(base, base, mine);
    if (result.kind !== "merged") throw new Error(result.kind);
    expect(parse(result.text).hero.badge).toBe("AI: assistant");
    expect(result.text).toContain('  badge: "AI: assistant" # shown above the heading\n');
  });

  it("keeps a change made since the editor loaded the file, when the keys differ", () => {
    const current = edit(base, "What does it cost?", "How much is it?");
    const mine = edit(base, "AI assistant", "Booking assistant");
    const result = mergeSave(base, current, mine);
    if (result.kind !== "merged") throw new Error(result.kind);
    expect(parse(result.text)).toMatchObject({
      hero: { badge: "Booking assistant" },
      faq: { items: [{ id: "cost", question: "How much is it?" }] },
    });
    expect(result.theirs).toEqual([["faq", "items", "cost"]]);
  });

  it("refuses when the same key changed on both sides to different texts", () => {
    const current = edit(base, "AI assistant", "Their badge");
    const mine = edit(base, "AI assistant", "My badge");
    expect(mergeSave(base, current, mine)).toEqual({ kind: "conflict", keys: [["hero", "badge"]] });
  });

  it("accepts the same edit made twice", () => {
    const both = edit(base, "AI assistant", "Same badge");
    expect(mergeSave(base, both, both)).toMatchObject({ kind: "merged" });
  });

  it("says unchanged when the editor changed nothing in the file, whatever changed on disk", () => {
    const current = edit(base, "AI assistant", "Hand edit");
    // The editor writes its own YAML style: the same values in other quotes are no change.
    const mine = base.replace('"Turn chats into bookings"', "'Turn chats into bookings'");
    expect(mergeSave(base, current, mine)).toEqual({ kind: "unchanged" });
  });

  it("replaces a list whole, in block style under its key", () => {
    const mine = edit(
      base,
      "    - id: cost\n      question: What does it cost?\n",
      "    - id: setup\n      question: How long is setup?\n    - id: cost\n      question: What does it cost?\n",
    );
    const result = mergeSave(base, base, mine);
    if (result.kind !== "merged") throw new Error(result.kind);
    expect(result.text).toBe(mine);
  });

  it("refuses when both sides changed the same item of a list", () => {
    const current = edit(base, "What does it cost?", "Their question");
    const mine = edit(base, "What does it cost?", "My question");
    expect(mergeSave(base, current, mine)).toEqual({ kind: "conflict", keys: [["faq", "items", "cost"]] });
  });
});

describe("a list of items with ids, merged item by item", () => {
  /** Each item's lines, a comment before an item being the item's. */
  const items = {
    cost: [
      "    - id: cost",
      "      question: What does it cost?",
      '      answer: "Nothing: you pay a share."',
    ],
    setup: ["    - id: setup", "      question: How long is setup?", "      answer: Days."],
    switchOff: [
      "    # Asked on every call.",
      "    - id: switchOff",
      "      question: How do we switch it off?",
      "      answer: Tell us.",
    ],
    contract: ["    - id: contract", "      question: Is there a contract?", "      answer: No."],
  };
  type Id = keyof typeof items;
  /** The file with these items, in this order. */
  const withItems = (...ids: Id[]) =>
    [
      "faq:",
      "  heading: Questions",
      "  items:",
      ...ids.flatMap((id) => items[id]),
      "contact:",
      "  heading: Contact",
      "",
    ].join("\n");
  const base = withItems("cost", "setup", "switchOff");
  const merged = (result: ReturnType<typeof mergeSave>) => {
    if (result.kind !== "merged") throw new Error(JSON.stringify(result));
    return result;
  };
  const ids = (text: string) =>
    (parse(text) as { faq: { items: { id: string }[] } }).faq.items.map((item) => item.id);

  it("keeps two tabs' changes to different items, each found by its id", () => {
    const current = edit(base, "answer: Days.", "answer: A week.");
    const mine = edit(base, "How do we switch it off?", "How do we stop?");
    const result = merged(mergeSave(base, current, mine));
    expect(result.text).toBe(edit(current, "How do we switch it off?", "How do we stop?"));
    expect(result.changed).toEqual([["faq", "items", "switchOff"]]);
    expect(result.theirs).toEqual([["faq", "items", "setup"]]);
  });

  it("keeps an item's change when the other side moved it", () => {
    const current = withItems("switchOff", "cost", "setup");
    const mine = edit(base, "answer: Days.", "answer: A week.");
    expect(merged(mergeSave(base, current, mine)).text).toBe(
      edit(current, "answer: Days.", "answer: A week."),
    );
  });

  it("writes a new item as lines of their own, where the editor put it: the diff is the item", () => {
    const mine = withItems("cost", "contract", "setup", "switchOff");
    const result = merged(mergeSave(base, base, mine));
    expect(result.text).toBe(mine);
    expect(changedLines(base, result.text).slice(0, 3)).toEqual(items.contract);
  });

  it("removes an item's lines and nothing else", () => {
    const mine = withItems("cost", "switchOff");
    expect(merged(mergeSave(base, base, mine)).text).toBe(mine);
  });

  it("moves an item's lines, each item as it was, its comment with it", () => {
    const mine = withItems("switchOff", "cost", "setup");
    expect(merged(mergeSave(base, base, mine)).text).toBe(mine);
  });

  it("keeps a new order and an item added elsewhere, after the item it followed there", () => {
    const current = withItems("cost", "setup", "switchOff", "contract");
    const mine = withItems("switchOff", "cost", "setup");
    const result = merged(mergeSave(base, current, mine));
    expect(ids(result.text)).toEqual(["switchOff", "contract", "cost", "setup"]);
    expect(result.theirs).toEqual([["faq", "items", "contract"]]);
  });

  it("keeps an item added here and one removed elsewhere", () => {
    const current = withItems("cost", "switchOff");
    const mine = withItems("cost", "setup", "switchOff", "contract");
    expect(ids(merged(mergeSave(base, current, mine)).text)).toEqual(["cost", "switchOff", "contract"]);
  });

  it("refuses two different new orders of the same list", () => {
    const current = withItems("setup", "cost", "switchOff");
    const mine = withItems("switchOff", "cost", "setup");
    expect(mergeSave(base, current, mine)).toEqual({ kind: "conflict", keys: [["faq", "items"]] });
  });

  it("refuses removing an item the other side changed, and the reverse", () => {
    const changed = edit(base, "answer: Days.", "answer: A week.");
    const removed = withItems("cost", "switchOff");
    expect(mergeSave(base, changed, removed)).toEqual({
      kind: "conflict",
      keys: [["faq", "items", "setup"]],
    });
    expect(mergeSave(base, removed, changed)).toEqual({
      kind: "conflict",
      keys: [["faq", "items", "setup"]],
    });
  });

  it("refuses the same new id added on both sides with different texts", () => {
    const theirs = withItems("cost", "setup", "switchOff", "contract");
    const mine = edit(theirs, "      answer: No.", "      answer: None.");
    expect(mergeSave(base, theirs, mine)).toEqual({ kind: "conflict", keys: [["faq", "items", "contract"]] });
  });

  it("writes a first item under an empty list's key, and an emptied list as []", () => {
    const facts = "# The people.\nfounders: []\ntestimonials: []\n";
    const one = "# The people.\nfounders:\n  - id: ana\n    name: Ana Souza\ntestimonials: []\n";
    expect(merged(mergeSave(facts, facts, one)).text).toBe(one);
    expect(merged(mergeSave(one, one, facts)).text).toBe(facts);
  });

  it("writes a group where a fact was empty, and empties it again", () => {
    const unset = 'billing:\n  capPerNewPatient: ""\n  statement: ""\n';
    const set = 'billing:\n  capPerNewPatient:\n    amount: 25\n    currency: EUR\n  statement: ""\n';
    expect(merged(mergeSave(unset, unset, set)).text).toBe(set);
    expect(merged(mergeSave(set, set, unset)).text).toBe(unset);
  });
});

describe("the copy files as the merge writes them", () => {
  const files = readdirSync(COPY_DIR).filter((name) => name.endsWith(".yaml"));

  it("come out of the YAML Document API unchanged, so a list written again changes only its edit", () => {
    for (const name of files) {
      const text = readFileSync(join(COPY_DIR, name), "utf8");
      expect(parseDocument(text).toString({ lineWidth: 0 }), name).toBe(text);
    }
  });

  it("add a Spanish FAQ question as its lines alone", () => {
    const spanish = readFileSync(join(COPY_DIR, "landing.es.yaml"), "utf8");
    const data = parse(spanish) as { faq: { items: object[] } };
    data.faq.items.splice(1, 0, { id: "contract", question: "¿Hay un contrato?", answer: "No, ninguno." });
    const result = mergeSave(spanish, spanish, stringify(data));
    if (result.kind !== "merged") throw new Error(result.kind);
    const [before, after] = [spanish.split("\n"), result.text.split("\n")];
    const at = after.indexOf("    - id: contract");
    expect(after.slice(at, at + 3)).toEqual([
      "    - id: contract",
      "      question: ¿Hay un contrato?",
      "      answer: No, ninguno.",
    ]);
    expect([...after.slice(0, at), ...after.slice(at + 3)]).toEqual(before);
  });
});
