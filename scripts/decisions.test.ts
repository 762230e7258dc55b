import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The decision records and their index (docs/decisions/README.md) tell one story: every record has
 * a row and every row a record, each record says its status and date under its title, the index's
 * status is the file's, and a record replaced or amended links the record that did it.
 */

const DIR = "docs/decisions";
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;
const STATUS = /^(accepted|superseded by (\d{3})|amended by (\d{3}(?:(?:, | and )\d{3})*))$/;

interface Record {
  file: string;
  number: string;
  /** Everything above the first "## " heading: the title, status, date and any amendment line. */
  head: string;
  status: string | undefined;
  date: string | undefined;
}

function readRecord(file: string): Record {
  const text = readFileSync(join(DIR, file), "utf8");
  const head = text.split(/^## /m)[0] ?? "";
  return {
    file,
    number: file.slice(0, 3),
    head,
    status: /^Status: (.+)$/m.exec(head)?.[1]?.trim(),
    date: /^Date: (.+)$/m.exec(head)?.[1]?.trim(),
  };
}

interface Row {
  number: string;
  link: string;
  status: string;
}

/** The index's table rows: `| 001 | [Title](001-….md) | In one line | accepted |`. */
function readIndex(markdown: string): Row[] {
  return markdown
    .split("\n")
    .filter((line) => /^\| \d{3} \|/.test(line))
    .map((line) => {
      const cells = line.split("|").map((cell) => cell.trim());
      return {
        number: cells[1] ?? "",
        link: /\]\(([^)]+)\)/.exec(cells[2] ?? "")?.[1] ?? "",
        status: cells[cells.length - 2] ?? "",
      };
    });
}

const records = readdirSync(DIR)
  .filter((file) => RECORD.test(file))
  .sort()
  .map(readRecord);
const index = readIndex(readFileSync(join(DIR, "README.md"), "utf8"));

/** Which records a status names: "amended by 041 and 067" → ["041", "067"]. */
const named = (status: string) => status.match(/\d{3}/g) ?? [];

describe("the decision records", () => {
  it("are found", () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it("each have a number of their own", () => {
    const numbers = records.map((record) => record.number);
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it.each(records)("$file is titled with its number and says its status and date", (record) => {
    expect(record.head).toMatch(new RegExp(`^# ${record.number}\\b`));
    expect(record.status, "a 'Status: …' line under the title").toMatch(STATUS);
    expect(record.date, "a 'Date: YYYY-MM-DD' line under the title").toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${record.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(record.date);
  });

  it.each(records)("$file names only records that exist, and links the one that replaced it", (record) => {
    const status = record.status ?? "";
    for (const number of named(status))
      expect(
        records.map((other) => other.number),
        `${record.file} is ${status}`,
      ).toContain(number);
    const replacedBy = /^superseded by (\d{3})$/.exec(status)?.[1];
    if (replacedBy)
      expect(record.head, "a 'Superseded by [NNN](NNN-….md)' line at the top").toMatch(
        new RegExp(`Superseded by \\[${replacedBy}\\]\\(${replacedBy}-[a-z0-9-]+\\.md\\)`),
      );
  });
});

describe("the index of decision records", () => {
  it("has a row for every record and a record for every row, linked by file", () => {
    expect(index.map((row) => `${row.number} ${row.link}`)).toEqual(
      records.map((record) => `${record.number} ${record.file}`),
    );
  });

  it("gives each record the status its file gives", () => {
    const fromIndex = Object.fromEntries(index.map((row) => [row.number, row.status]));
    const fromFiles = Object.fromEntries(records.map((record) => [record.number, record.status]));
    expect(fromIndex).toEqual(fromFiles);
  });

  it("links only files that exist", () => {
    for (const row of index) expect(existsSync(join(DIR, row.link)), row.link).toBe(true);
  });
});
