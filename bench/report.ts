import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname } from "node:path";

/** One measured number, how it reads, and whether it meets its target (null: no target, shown for context). */
export interface Figure {
  label: string;
  /** The figure as printed, with its unit ("0 ms in 10/10 runs"). */
  value: string;
  /** The target as printed ("≥ 9/10"); empty when the figure has none. */
  target: string;
  ok: boolean | null;
}

/** A titled group of figures, printed together. */
export interface Section {
  title: string;
  figures: Figure[];
  /** Context lines printed under the figures: load, method, per-run details. */
  notes: string[];
}

export const figure = (label: string, value: string, target = "", ok: boolean | null = null): Figure => ({
  label,
  value,
  target,
  ok,
});

/** "Lighthouse 3/10 /" on stderr, so a person watching knows the bench is alive; stdout stays the report. */
export const progress = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

/** The 1-, 5- and 15-minute load averages, to judge how much other work shared the CPU. */
export const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const kb = (bytes: number): string => `${(Math.round((bytes / 1024) * 10) / 10).toFixed(1)} KB`;

const mark = (ok: boolean | null) => (ok === null ? " " : ok ? "✓" : "✗");

/** The human report: every figure on one line with ✓/✗ and its target. */
export function formatSections(sections: Section[]): string {
  const lines: string[] = [];
  for (const section of sections) {
    lines.push("", `== ${section.title} ==`);
    const width = Math.max(...section.figures.map((f) => f.label.length), 0);
    for (const f of section.figures) {
      const target = f.target ? `   target ${f.target}` : "";
      lines.push(`  ${mark(f.ok)} ${f.label.padEnd(width)}  ${f.value}${target}`);
    }
    for (const note of section.notes) lines.push(`    ${note}`);
  }
  const all = sections.flatMap((s) => s.figures).filter((f) => f.ok !== null);
  const met = all.filter((f) => f.ok).length;
  lines.push("", `${met} of ${all.length} targets met.`);
  return lines.join("\n");
}

/** The checked-out commit (with "+dirty" when the tree has changes), or "unknown" outside git. */
export function gitCommit(): string {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      encoding: "utf8",
    }).trim();
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return "unknown";
  }
}

/** Appends one JSON line to the history file, so runs can be compared over time. */
export function appendHistory(file: string, entry: object): void {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
