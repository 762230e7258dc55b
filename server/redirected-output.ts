import { fstatSync, ftruncateSync, readFileSync, writeSync } from "node:fs";

/*
 * `npm run leads -- --csv > leads.csv`: npm prints its "> pkg leads" banner to stdout before it
 * starts the script, so the banner would become the first lines of the file and a spreadsheet
 * would no longer see the BOM or the header row. When stdout is a regular file that the shell
 * opened for writing from the start (`>`, not `>>`), the export is written over it from byte 0.
 */

const O_APPEND = 0o2000;

/** True when fd is a regular file opened without O_APPEND (Linux; elsewhere we cannot tell). */
function isTruncatingFileRedirect(fd: number): boolean {
  try {
    if (!fstatSync(fd).isFile()) return false;
    const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, "utf8"))?.[1];
    return flags !== undefined && (Number.parseInt(flags, 8) & O_APPEND) === 0;
  } catch {
    return false;
  }
}

/** Writes `text` as the whole content of stdout when it is a `>` file redirect, else appends it. */
export function writeExport(text: string, fd = 1): void {
  if (!isTruncatingFileRedirect(fd)) {
    // A terminal or a pipe (stdout's stream handles back-pressure), or a `>>` file.
    if (fd === 1) process.stdout.write(text);
    else writeSync(fd, text);
    return;
  }
  const bytes = Buffer.from(text, "utf8");
  ftruncateSync(fd, 0);
  for (let written = 0; written < bytes.length;) {
    written += writeSync(fd, bytes, written, bytes.length - written, written);
  }
}
