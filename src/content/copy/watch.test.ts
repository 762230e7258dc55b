import { EventEmitter } from "node:events";
import { cpSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPY_DIR, loadLocaleCopy } from "./load.ts";
import { watchCopy } from "./watch.ts";

/*
 * The dev server's reload of the copy (src/content.config.ts). The watcher is an EventEmitter that
 * sends what Vite's chokidar sends on a CMS save: one "change" per file, on the truncation, and
 * none for the write that follows within 50 ms (chokidar drops it).
 */
describe("watchCopy", () => {
  let dir: string;
  let watcher: EventEmitter;
  beforeEach(() => {
    vi.useFakeTimers();
    dir = mkdtempSync(join(tmpdir(), "copy-watch-"));
    cpSync(COPY_DIR, dir, { recursive: true, filter: (src) => !/\.ts$/.test(src) });
    watcher = new EventEmitter();
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  const spanishHeading = () => loadLocaleCopy("es", dir).landing.hero.heading;

  it("reads a CMS save's files once they are written, although the writes sent no event", () => {
    const headings: string[] = [];
    watchCopy(watcher, dir, () => headings.push(spanishHeading()));
    const files = ["landing.en.yaml", "landing.es.yaml", "landing.pt-br.yaml", "landing.ar.yaml"];
    const saved = files.map(
      (file) =>
        [
          file,
          readFileSync(join(dir, file), "utf8").replace(
            "heading: Convierte chats",
            "heading: Convierte tus chats",
          ),
        ] as const,
    );
    for (const file of files) {
      truncateSync(join(dir, file));
      watcher.emit("change", join(dir, file));
    }
    vi.advanceTimersByTime(30);
    for (const [file, text] of saved) writeFileSync(join(dir, file), text);
    expect(headings).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(headings).toEqual(["Convierte tus chats en citas confirmadas"]);
  });

  it("reloads once per burst of changes, naming each changed file once", () => {
    const reloads: string[][] = [];
    watchCopy(watcher, dir, (changed) => reloads.push(changed), 100);
    watcher.emit("change", join(dir, "landing.es.yaml"));
    vi.advanceTimersByTime(90);
    watcher.emit("change", join(dir, "landing.en.yaml"));
    watcher.emit("add", join(dir, "landing.es.yaml"));
    vi.advanceTimersByTime(99);
    expect(reloads).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reloads).toEqual([["landing.en.yaml", "landing.es.yaml"]]);
    watcher.emit("change", join(dir, "privacy.ar.yaml"));
    vi.advanceTimersByTime(100);
    expect(reloads).toEqual([["landing.en.yaml", "landing.es.yaml"], ["privacy.ar.yaml"]]);
  });

  it("ignores files that are not copy files", () => {
    const reload = vi.fn();
    watchCopy(watcher, dir, reload, 100);
    watcher.emit("change", join(dir, "schema.ts"));
    watcher.emit("change", join(tmpdir(), "elsewhere.yaml"));
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
  });
});
