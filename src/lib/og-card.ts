import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { create, type Font } from "fontkitten";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { drawnText } from "./rtl-text.ts";

/*
 * The social card (og:image, 1200×630) of one locale, drawn at build time from that locale's copy
 * (decision 057). Text is laid out here with the glyphs of an OFL font shipped by an npm package
 * (Noto Sans, from @fontsource-variable/noto-sans-arabic's Latin subsets) and drawn as outlines,
 * so the PNG is the same on every machine, whatever fonts it has; resvg (WebAssembly) rasterises
 * the SVG. No browser, no system font, no network.
 *
 * Glyphs are placed one by one, with no kerning. Arabic is shaped into its contextual forms and
 * put in visual order first (rtl-text.ts), and a right-to-left card is laid out mirrored.
 */

/** The words on the card, all from the locale's copy file. */
export interface OgCardText {
  /** The language's reading direction: a right-to-left card is mirrored, as its page is. */
  dir: "ltr" | "rtl";
  badge: string;
  heading: string;
  /** The offer's points, under the heading. */
  points: string;
  contactName: string;
  /** The chat: the patient's request, the assistant's offer, the patient's choice. */
  lines: readonly [string, string, string];
  confirmation: { title: string; detail: string };
}

export const OG_CARD_SIZE = { width: 1200, height: 630 } as const;

const COLORS = {
  ink: "#101828",
  body: "#475467",
  brand: "#0b5a43",
  brandSoft: "#b6e8d4",
  wall: "#f4f2ea",
  outgoing: "#cdf2d8",
  border: "#e5e7eb",
};

const resolve = createRequire(`${process.cwd()}/`).resolve;
const fontFile = (subset: string) =>
  readFileSync(
    resolve(`@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-${subset}-wght-normal.woff2`),
  );

/** The font's glyphs; `bold` draws them with an outline of this share of the size (see loadFaces). */
interface Face {
  fonts: Font[];
  unitsPerEm: number;
  /** Stroke width as a share of the font size: 0 for regular. */
  embolden: number;
}

let faces: Record<"regular" | "bold", Face> | undefined;
/**
 * Regular and bold, Latin, Latin Extended (so "ã", "ñ", "ő" are found) and Arabic, loaded once. The
 * files are variable fonts, but fontkitten cannot apply variations to WOFF2 glyphs that are
 * composites (accented letters), so the default instance (regular, 400) is used and bold is drawn
 * by outlining each glyph in its own colour, which adds its width to each advance.
 */
function loadFaces(): Record<"regular" | "bold", Face> {
  if (faces) return faces;
  const fonts = ["latin", "latin-ext", "arabic"].map((subset) => create(fontFile(subset)) as Font);
  const unitsPerEm = fonts[0]?.unitsPerEm ?? 1000;
  faces = { regular: { fonts, unitsPerEm, embolden: 0 }, bold: { fonts, unitsPerEm, embolden: 0.06 } };
  return faces;
}

/** One character's glyph from the first font that has it. */
function glyphOf(face: Face, char: string) {
  const code = char.codePointAt(0) ?? 32;
  const font = face.fonts.find((candidate) => candidate.hasGlyphForCodePoint(code)) ?? face.fonts[0];
  return font?.glyphForCodePoint(code);
}

/** A character's advance in font units, widened by the bold outline. */
const advance = (face: Face, char: string): number =>
  (glyphOf(face, char)?.advanceWidth ?? 0) + face.embolden * face.unitsPerEm;

/** Width of a text, as drawn, at a size, in pixels. */
function measureText(face: Face, text: string, size: number): number {
  let units = 0;
  for (const char of text) units += advance(face, char);
  return (units * size) / face.unitsPerEm;
}

/**
 * Greedy line breaking at spaces to a width, measuring each line as it is drawn (`shown`). Only
 * ordinary spaces break: `\s` would also match the no-break space that binds a title to its name
 * ("Dra.\u00a0Souza", keepNamesTogether), which the card must keep on one line as the page does.
 */
function wrapText(face: Face, text: string, size: number, width: number, shown: (line: string) => string) {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/[ \t\n\r]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measureText(face, shown(candidate), size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `sizes` at which the text wraps into at most `maxLines` lines. */
function fitText(
  face: Face,
  text: string,
  sizes: number[],
  width: number,
  maxLines: number,
  shown: (line: string) => string,
) {
  for (const size of sizes) {
    const lines = wrapText(face, text, size, width, shown);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1) ?? 16;
  return { size, lines: wrapText(face, text, size, width, shown) };
}

/** A line of text as one SVG path of glyph outlines, its baseline starting at (x, y). */
function textPath(face: Face, text: string, x: number, y: number, size: number, fill: string): string {
  const scale = size / face.unitsPerEm;
  // The outline straddles the glyph's edge: start half its width in.
  const stroke = face.embolden * face.unitsPerEm;
  let pen = stroke / 2;
  const parts: string[] = [];
  for (const char of text) {
    const d = glyphOf(face, char)?.path.toSVG();
    if (d)
      parts.push(
        `<path transform="translate(${(x + pen * scale).toFixed(2)} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
      );
    pen += advance(face, char);
  }
  const outline = stroke > 0 ? ` stroke="${fill}" stroke-width="${stroke}" stroke-linejoin="round"` : "";
  return `<g fill="${fill}"${outline}>${parts.join("")}</g>`;
}

/** The brand's mark (public/favicon.svg's drawing), at 64 px, its left edge at `x`. */
const mark = (x: number) =>
  `<svg x="${x}" y="70" width="64" height="64" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#00a77b"/><stop offset="1" stop-color="#00503a"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M11 7h10a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4h-6l-4.5 3.8V21A4 4 0 0 1 7 17v-6a4 4 0 0 1 4-4z" fill="#fff"/><path d="m12.3 14.1 2.6 2.6 5-5" fill="none" stroke="#00694e" stroke-width="2.3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Lucide's calendar-check and smile icons, for the confirmation and the clinic's avatar. */
const CALENDAR = `<path d="M8 2v4M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18M9 16l2 2 4-4"/>`;
const SMILE = `<circle cx="12" cy="12" r="10"/><path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01"/>`;

/**
 * The card as SVG (every word drawn as outlines), the texts it shows, in reading order, and the
 * lines each of them was broken into.
 */
export function ogCardSvg(text: OgCardText): { svg: string; texts: string[]; lines: string[][] } {
  const { regular, bold } = loadFaces();
  const parts: string[] = [];
  const texts: string[] = [];
  const lines: string[][] = [];
  const rtl = text.dir === "rtl";
  // Laid out left to right; a right-to-left card mirrors every box (`mx`) and starts each line at
  // the right (`draw`), and its lines are shaped and in visual order (`shown`).
  const mx = (x: number, width: number) => (rtl ? OG_CARD_SIZE.width - x - width : x);
  const shown = (line: string) => drawnText(line, text.dir);
  const measure = (face: Face, line: string, size: number) => measureText(face, shown(line), size);
  const wrap = (face: Face, line: string, size: number, width: number) =>
    wrapText(face, line, size, width, shown);
  const fit = (face: Face, line: string, sizes: number[], width: number, maxLines: number) =>
    fitText(face, line, sizes, width, maxLines, shown);
  const draw = (face: Face, line: string, x: number, y: number, size: number, fill: string) => {
    parts.push(textPath(face, shown(line), mx(x, measure(face, line, size)), y, size, fill));
  };

  // Left column: mark, badge, heading, the offer's points.
  parts.push(mark(mx(72, 64)));
  const badge = fit(bold, text.badge, [22, 20, 18], 520, 1);
  const badgeWidth = measure(bold, badge.lines[0] ?? "", badge.size) + 44;
  parts.push(
    `<rect x="${mx(73, badgeWidth).toFixed(1)}" y="169" width="${badgeWidth.toFixed(1)}" height="46" rx="23" fill="#fff" stroke="${COLORS.brandSoft}" stroke-width="2"/>`,
  );
  draw(bold, badge.lines[0] ?? "", 94, 200, badge.size, COLORS.brand);
  texts.push(text.badge);
  lines.push(badge.lines.slice(0, 1));

  const heading = fit(bold, text.heading, [62, 56, 50, 44], 560, 3);
  const headingLine = heading.size * 1.08;
  let y = 250 + heading.size * 0.92;
  for (const line of heading.lines) {
    draw(bold, line, 72, y, heading.size, COLORS.ink);
    y += headingLine;
  }
  texts.push(text.heading);
  lines.push(heading.lines);

  const pointsRoom = 600 - (y - headingLine + 24);
  const points = fit(regular, text.points, [25, 23, 21], 560, Math.max(1, Math.floor(pointsRoom / 35)));
  y += 24 - headingLine + points.size * 1.4;
  for (const line of points.lines) {
    draw(regular, line, 72, y, points.size, COLORS.body);
    y += points.size * 1.4;
  }
  texts.push(text.points);
  lines.push(points.lines);

  // Right: the chat, with the clinic's name in its header.
  const chat = { x: mx(716, 420), y: 64, width: 420, height: 410 };
  // Offsets inside the chat, from its start edge.
  const inChat = (offset: number, width = 0) => mx(716 + offset, width);
  parts.push(
    `<rect x="${chat.x}" y="${chat.y}" width="${chat.width}" height="${chat.height}" rx="30" fill="${COLORS.wall}" stroke="${COLORS.border}"/>`,
    `<path d="M${chat.x} ${chat.y + 30}a30 30 0 0 1 30-30h${chat.width - 60}a30 30 0 0 1 30 30v50h-${chat.width}z" fill="${COLORS.brand}"/>`,
    `<circle cx="${inChat(44)}" cy="${chat.y + 40}" r="22" fill="#d3f4e7"/>`,
    `<g transform="translate(${inChat(30, 28)} ${chat.y + 26}) scale(1.17)" fill="none" stroke="${COLORS.brand}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${SMILE}</g>`,
  );
  const name = fit(bold, text.contactName, [22, 20, 18], chat.width - 110, 1);
  draw(bold, name.lines[0] ?? "", 716 + 80, chat.y + 48, name.size, "#fff");
  texts.push(text.contactName);
  lines.push(name.lines.slice(0, 1));

  let bubbleTop = chat.y + 100;
  const bubbleSize = 19;
  const maxBubble = chat.width * 0.84 - 32;
  text.lines.forEach((line, index) => {
    const outgoing = index === 1;
    const bubble = wrap(regular, line, bubbleSize, maxBubble);
    const width = Math.max(...bubble.map((l) => measure(regular, l, bubbleSize))) + 32;
    const height = bubble.length * bubbleSize * 1.35 + 24;
    const x = outgoing ? 716 + chat.width - 18 - width : 716 + 18;
    parts.push(
      `<rect x="${mx(x, width).toFixed(1)}" y="${bubbleTop}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="18" fill="${outgoing ? COLORS.outgoing : "#fff"}"/>`,
    );
    bubble.forEach((l, i) =>
      draw(regular, l, x + 16, bubbleTop + 12 + bubbleSize * (1.05 + i * 1.35), bubbleSize, COLORS.ink),
    );
    bubbleTop += height + 12;
    texts.push(line);
    lines.push(bubble);
  });

  // The confirmation, over the chat's lower edge.
  const card = { x: 696, y: 446, width: 400, height: 94 };
  const cardX = mx(card.x, card.width);
  parts.push(
    `<rect x="${cardX}" y="${card.y + 6}" width="${card.width}" height="${card.height}" rx="22" fill="${COLORS.brand}" opacity="0.12"/>`,
    `<rect x="${cardX}" y="${card.y}" width="${card.width}" height="${card.height}" rx="22" fill="#fff" stroke="${COLORS.border}"/>`,
    `<rect x="${mx(card.x + 22, 52)}" y="${card.y + 21}" width="52" height="52" rx="14" fill="#e9faf3" stroke="${COLORS.brandSoft}" stroke-width="2"/>`,
    `<g transform="translate(${mx(card.x + 34, 28)} ${card.y + 33}) scale(1.17)" fill="none" stroke="${COLORS.brand}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${CALENDAR}</g>`,
  );
  const title = fit(bold, text.confirmation.title, [22, 20, 18], card.width - 112, 1);
  draw(bold, title.lines[0] ?? "", card.x + 90, card.y + 42, title.size, COLORS.ink);
  const detail = fit(regular, text.confirmation.detail, [18, 16], card.width - 112, 1);
  draw(regular, detail.lines[0] ?? "", card.x + 90, card.y + 68, detail.size, COLORS.body);
  texts.push(text.confirmation.title, text.confirmation.detail);
  lines.push(title.lines.slice(0, 1), detail.lines.slice(0, 1));

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_CARD_SIZE.width}" height="${OG_CARD_SIZE.height}" viewBox="0 0 ${OG_CARD_SIZE.width} ${OG_CARD_SIZE.height}"><rect width="1200" height="630" fill="#eef8f4"/><rect x="${mx(680, 520)}" width="520" height="630" fill="#dff3eb"/>${parts.join("")}</svg>`;
  return { svg, texts, lines };
}

let wasm: Promise<void> | undefined;

/** The card as a PNG. */
export async function renderOgCard(text: OgCardText): Promise<Uint8Array<ArrayBuffer>> {
  wasm ??= initWasm(readFileSync(resolve("@resvg/resvg-wasm/index_bg.wasm")));
  await wasm;
  // Every word is an outline already: resvg needs no font at all.
  const resvg = new Resvg(ogCardSvg(text).svg, { font: { loadSystemFonts: false } });
  // Copied into a plain ArrayBuffer, which Response takes as a body.
  return Uint8Array.from(resvg.render().asPng());
}
