import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { mergeSave } from "./merge.ts";

const ARABIC = readFileSync(new URL("../../content/copy/landing.ar.yaml", import.meta.url), "utf8");

/** The lines of `after` that differ from `before`, as a set of changed line numbers' texts. */
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split("\n"), after.split("\n")];
  return b.filter((line, i) => a[i] !== line);
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
  const edit = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`no ${from}`);
    return text.replace(from, to);
  };

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
    expect(result.theirs).toEqual([["faq", "items"]]);
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

  it("refuses when both sides changed the same list", () => {
    const current = edit(base, "What does it cost?", "Their question");
    const mine = edit(base, "What does it cost?", "My question");
    expect(mergeSave(base, current, mine)).toEqual({ kind: "conflict", keys: [["faq", "items"]] });
  });
});
