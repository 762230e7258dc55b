import { TABLES } from "#server/api/postgrest.ts";

/*
 * How `npm run leads` prints submissions: an aligned table for people, JSON for programs, CSV for
 * spreadsheets. Pure functions, so the escaping rules are unit-tested. Lead values are typed by
 * strangers, so every format treats them as hostile: CSV neutralises formulas, and no format lets
 * a terminal control character through (escape sequences can write the clipboard or clear the
 * screen; bidi overrides can disguise text): the table and CSV replace them, JSON escapes them.
 */

/**
 * C0 controls but tab, CR and LF (which CSV cells and JSON strings may hold), DEL, the C1
 * controls (U+0080–U+009F, which some terminals read as ESC sequences) and the bidi overrides
 * and isolates.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Every column of a lead, in the table's order (the REST API's column list is the one source). */
export const LEAD_COLUMNS = TABLES.contact_submissions;
export type LeadColumn = (typeof LEAD_COLUMNS)[number];
export type Lead = Record<LeadColumn, string | number | boolean | null>;

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * The same characters after a `;`, `,` or tab inside a cell: a spreadsheet in a locale that uses
 * `;` as the separator (or told to split on tabs) cuts our unquoted cell there and reads the rest
 * as a new cell, so each such piece is neutralised like a whole cell.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t])(?=[=+\-@\t\r])/g;

/** One CSV cell: RFC 4180 quoting, with formula-looking text prefixed by a single quote. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return "";
  let text = String(value).replace(CONTROL, "\uFFFD");
  if (typeof value === "string") {
    if (FORMULA_START.test(text)) text = `'${text}`;
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document with a header row, CRLF line ends and a UTF-8 BOM (so Excel reads accents right). */
export function toCsv(leads: Lead[]): string {
  const lines = [
    LEAD_COLUMNS.join(","),
    ...leads.map((lead) => LEAD_COLUMNS.map((column) => csvCell(lead[column])).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * JSON whose strings cannot drive a terminal: JSON.stringify escapes C0 controls already; DEL, C1
 * controls and bidi controls become \\u escapes too, so the parsed value is the same.
 */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    CONTROL,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Terminal-safe text: no escape sequences, no bidi overrides, one line. */
export function printable(value: string | number | boolean | null): string {
  if (value === null) return "";
  return (
    String(value)
      .replace(/\r\n|[\r\n]/g, " ⏎ ")
      // Control characters (terminal escape sequences) and bidi overrides, which could disguise text.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "�")
  );
}

/** Widest a column may get before its values are cut with an ellipsis. */
const MAX_WIDTH: Record<LeadColumn, number> = {
  id: 8,
  created_at: 20,
  name: 24,
  email: 32,
  phone: 20,
  clinic_name: 24,
  message: 48,
  whatsapp_opt_in: 5,
  locale: 5,
};

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/** An aligned plain-text table, newest first as given, with a count line. */
export function toTable(leads: Lead[]): string {
  if (leads.length === 0) return "No leads yet.\n";
  const cells = leads.map((lead) =>
    LEAD_COLUMNS.map((column) => {
      const value =
        column === "created_at" && typeof lead.created_at === "string"
          ? shortTime(lead.created_at)
          : lead[column];
      return cut(printable(value), MAX_WIDTH[column]);
    }),
  );
  const widths = LEAD_COLUMNS.map((column, i) =>
    Math.max(column.length, ...cells.map((row) => (row[i] ?? "").length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [
    line(LEAD_COLUMNS),
    line(widths.map((width) => "-".repeat(width))),
    ...cells.map(line),
    "",
    `${leads.length} lead${leads.length === 1 ? "" : "s"}`,
    "",
  ].join("\n");
}

/** 2026-11-21T04:51:21.012+00:00 → 2026-11-21 04:51 UTC */
const shortTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
};
