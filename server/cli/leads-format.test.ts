import { describe, expect, it } from "vitest";
import { csvCell, printable, toCsv, toTable, type Lead } from "./leads-format.ts";

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 1,
  created_at: "2026-11-21T04:51:21.012+00:00",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "0207 946 0000",
  clinic_name: "Analytical Clinic",
  message: null,
  whatsapp_opt_in: false,
  locale: "pt-br",
  ...overrides,
});

describe("csvCell", () => {
  it("quotes per RFC 4180 only when needed", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    // A tab both starts a formula and, split on tabs, starts a new cell.
    ["\t=1", "'\t'=1"],
    ["\r=1", "\"'\r'=1\""],
  ])("neutralises the formula %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ["Dr. A;=1+1", "Dr. A;'=1+1"],
    ["x;;@SUM(A1)", "x;;'@SUM(A1)"],
    ["a,-2+3", `"a,'-2+3"`],
    ["a\t+1", "a\t'+1"],
    ["a;\t=1", "a;'\t'=1"],
    ["=1;=2", "'=1;'=2"],
  ])("neutralises a formula after a separator inside the cell: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ["Hello, please call me.\n=1+1;", `"Hello, please call me.\n'=1+1;"`],
    ["Hi\r=2+2;", `"Hi\r'=2+2;"`],
    ["Hi\r\n@SUM(A1)", `"Hi\r\n'@SUM(A1)"`],
    ["Hello\n=HYPERLINK(CHAR(104)&CHAR(47));", `"Hello\n'=HYPERLINK(CHAR(104)&CHAR(47));"`],
  ])("neutralises a formula after a line break inside the cell: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves no formula cell for a ;-locale spreadsheet that ends rows at line breaks and takes quotes as text", () => {
    // Read as a script would: Python's csv with delimiter ';' and universal newlines.
    const messages = [
      "Hello, please call me.\n=1+1;",
      "Hi\r=2+2;",
      "Hello\n=HYPERLINK(CHAR(104)&CHAR(47));",
      "a;-1",
    ];
    const csv = toCsv(messages.map((message) => lead({ message })));
    const cells = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(";"));
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it("leaves separators followed by plain text alone", () => {
    expect(csvCell("Smile; Dental")).toBe("Smile; Dental");
    expect(csvCell("a;b")).toBe("a;b");
  });

  it("leaves numbers alone (ids are not formulas)", () => {
    expect(csvCell(-1)).toBe("-1");
  });
});

describe("toCsv", () => {
  it("starts with a BOM and a header, ends lines with CRLF", () => {
    const csv = toCsv([lead({ message: "Hello, world" })]);
    expect(
      csv.startsWith("\uFEFFid,created_at,name,email,phone,clinic_name,message,whatsapp_opt_in,locale\r\n"),
    ).toBe(true);
    expect(csv).toContain(',"Hello, world",false,pt-br\r\n');
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});

describe("toTable", () => {
  it("aligns the columns and counts the leads", () => {
    const table = toTable([lead({ id: 2, name: "Bob" }), lead()]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(
      /^id\s+created_at\s+name\s+email\s+phone\s+clinic_name\s+message\s+whatsapp_opt_in\s+locale$/,
    );
    expect(lines[2]).toContain("2026-11-21 04:51 UTC");
    expect(lines[2]?.indexOf("ada@example.com")).toBe(lines[3]?.indexOf("ada@example.com"));
    expect(table).toContain("2 leads");
  });

  it("shows the WhatsApp opt-in and the language of each lead", () => {
    const lines = toTable([
      lead({ id: 2, whatsapp_opt_in: true, locale: "es" }),
      lead({ locale: null }),
    ]).split("\n");
    expect(lines[2]).toMatch(/\strue\s+es$/);
    expect(lines[3]).toMatch(/\sfalse$/);
    expect(toCsv([lead()]).split("\r\n")[1]).toMatch(/,false,pt-br$/);
  });

  it("cuts long values and strips terminal control sequences", () => {
    const table = toTable([lead({ message: `\u001b[2J${"x".repeat(100)}`, name: "Evil\u202Eman" })]);
    expect(table).not.toContain("\u001b");
    expect(table).not.toContain("\u202E");
    expect(table).toContain("…");
  });

  it("says so when there are no leads", () => {
    expect(toTable([])).toBe("No leads yet.\n");
  });

  it("keeps a multi-line message on one line", () => {
    expect(printable("a\r\nb\nc")).toBe("a ⏎ b ⏎ c");
  });
});
