import { basename } from "node:path";

/** The part of the dev server's file watcher (Vite's chokidar) that `watchCopy` listens to. */
export interface CopyWatcher {
  on(event: "change" | "add", listener: (path: string) => void): unknown;
}

/**
 * Calls `reload` with the changed copy files' names once the copy folder has been quiet for
 * `quietMs` after a change, never on the change itself. A CMS save rewrites every locale's file at
 * once, each truncated and then written, and the watcher drops a second change to a file within
 * 50 ms of the first: reading on the first event can find an empty file, and the write that fills
 * it then sends no event, so the dev page would keep the old copy until the next save.
 */
export function watchCopy(
  watcher: CopyWatcher,
  dir: string,
  reload: (files: string[]) => void,
  quietMs = 200,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = new Set<string>();
  const onEvent = (path: string) => {
    if (!path.startsWith(dir) || !path.endsWith(".yaml")) return;
    changed.add(basename(path));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...changed].sort();
      changed.clear();
      reload(files);
    }, quietMs);
  };
  // "add" too: an editor that saves by renaming a new file over the old one sends no "change".
  watcher.on("change", onEvent);
  watcher.on("add", onEvent);
}
