/*
 * Right-to-left text for the social card (decision 057), where glyphs are placed one by one with
 * no shaping engine: Arabic letters become their contextual forms (Unicode's Presentation Forms-B,
 * which Noto Sans Arabic maps) and a line is put in visual order, left to right, with Latin words
 * and numbers kept left to right inside it ("19:42", "ChatToBook"). Enough for short card lines in
 * Modern Standard Arabic; the pages themselves are shaped by the browser.
 */

/**
 * Each joining letter's forms, isolated/final/initial/medial, from U+0621 on (U+FE80 on). A letter
 * with two forms joins only to the letter before it (alef, dal, reh, waw…); hamza joins to none.
 */
const FORM_COUNTS: Readonly<Record<number, number>> = {
  0x0621: 1, 0x0622: 2, 0x0623: 2, 0x0624: 2, 0x0625: 2, 0x0626: 4, 0x0627: 2, 0x0628: 4, 0x0629: 2,
  0x062a: 4, 0x062b: 4, 0x062c: 4, 0x062d: 4, 0x062e: 4, 0x062f: 2, 0x0630: 2, 0x0631: 2, 0x0632: 2,
  0x0633: 4, 0x0634: 4, 0x0635: 4, 0x0636: 4, 0x0637: 4, 0x0638: 4, 0x0639: 4, 0x063a: 4, 0x0641: 4,
  0x0642: 4, 0x0643: 4, 0x0644: 4, 0x0645: 4, 0x0646: 4, 0x0647: 4, 0x0648: 2, 0x0649: 2, 0x064a: 4,
}; // prettier-ignore

/** The first presentation form of each letter: the blocks are laid out in the letters' order. */
const FIRST_FORM = (() => {
  const first: Record<number, number> = {};
  let next = 0xfe80;
  for (const [code, count] of Object.entries(FORM_COUNTS)) {
    first[Number(code)] = next;
    next += count;
  }
  return first;
})();

/** Lam followed by these alefs is one ligature: isolated form, then final (U+FEF5…U+FEFC). */
const LAM_ALEF: Readonly<Record<number, number>> = {
  0x0622: 0xfef5,
  0x0623: 0xfef7,
  0x0625: 0xfef9,
  0x0627: 0xfefb,
};
const LAM = 0x0644;
const TATWEEL = 0x0640;

/** Harakat and other marks: they sit on a letter and do not break its joining. */
const isMark = (code: number) => (code >= 0x064b && code <= 0x065f) || code === 0x0670;
const formsOf = (code: number) => (code === TATWEEL ? 4 : (FORM_COUNTS[code] ?? 0));
/** The letter joins to the one after it (it has initial and medial forms). */
const joinsForward = (code: number | undefined) => code !== undefined && formsOf(code) === 4;

/** Arabic letters in their contextual forms, lam-alef as its ligature; everything else as it was. */
export function shapeArabic(text: string): string {
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0);
  const letterAt = (index: number, step: 1 | -1): number | undefined => {
    for (let i = index + step; i >= 0 && i < codes.length; i += step) {
      const code = codes[i] ?? 0;
      if (!isMark(code)) return formsOf(code) > 0 ? code : undefined;
    }
    return undefined;
  };
  let out = "";
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] ?? 0;
    const forms = formsOf(code);
    if (forms === 0 || code === TATWEEL) {
      out += String.fromCodePoint(code);
      continue;
    }
    const fromBefore = joinsForward(letterAt(i, -1));
    const next = letterAt(i, 1);
    if (code === LAM && next !== undefined && LAM_ALEF[next] !== undefined && codes[i + 1] === next) {
      out += String.fromCodePoint((LAM_ALEF[next] ?? 0) + (fromBefore ? 1 : 0));
      i++;
      continue;
    }
    const toAfter = forms === 4 && next !== undefined;
    // Forms: 0 isolated, 1 final, 2 initial, 3 medial.
    const form = fromBefore ? (toAfter ? 3 : 1) : toAfter ? 2 : 0;
    out += String.fromCodePoint((FIRST_FORM[code] ?? code) + (forms === 1 ? 0 : form));
  }
  return out;
}

type Direction = "rtl" | "ltr" | "neutral";
const directionOf = (char: string): Direction =>
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u.test(char)
    ? "rtl"
    : /[\p{L}\p{N}]/u.test(char)
      ? "ltr"
      : "neutral";
const MIRRORED: Readonly<Record<string, string>> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "«": "»",
  "»": "«",
};

/**
 * A right-to-left line in visual order, left to right: runs of Latin letters and digits (with the
 * spaces and punctuation between them) stay as written, everything else reads from the right, and
 * brackets facing the reading direction are mirrored.
 */
export function visualOrder(line: string): string {
  const chars = [...line];
  const dirs = chars.map(directionOf);
  const strongAt = (index: number, step: 1 | -1): Direction => {
    for (let i = index + step; i >= 0 && i < dirs.length; i += step)
      if (dirs[i] !== "neutral") return dirs[i] ?? "rtl";
    return "rtl";
  };
  // A neutral between two left-to-right characters joins them; any other takes the line's direction.
  const resolved = dirs.map((dir, i) =>
    dir !== "neutral" ? dir : strongAt(i, -1) === "ltr" && strongAt(i, 1) === "ltr" ? "ltr" : "rtl",
  );
  const runs: { dir: Direction; text: string[] }[] = [];
  chars.forEach((char, i) => {
    const dir = resolved[i] ?? "rtl";
    const last = runs.at(-1);
    if (last?.dir === dir) last.text.push(char);
    else runs.push({ dir, text: [char] });
  });
  return runs
    .reverse()
    .map((run) =>
      run.dir === "ltr"
        ? run.text.join("")
        : run.text
            .reverse()
            .map((c) => MIRRORED[c] ?? c)
            .join(""),
    )
    .join("");
}

/** A line as it is drawn glyph by glyph: shaped and in visual order when the text is right to left. */
export const drawnText = (line: string, dir: "ltr" | "rtl"): string =>
  dir === "rtl" ? visualOrder(shapeArabic(line)) : line;
