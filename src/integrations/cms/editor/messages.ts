import { config } from "./decap.ts";

/*
 * The editor's own messages: a box at the bottom, above the page links, never over Decap's toolbar
 * and its menus; an alert for a refusal, a status for a save that kept others' changes.
 */

export const STYLE = `
.copy-field textarea { resize: vertical; min-height: 0; text-align: start; unicode-bidi: plaintext; font: inherit; line-height: 1.5; }
.copy-status { margin: 6px 0 0; font: 13px/1.4 system-ui, sans-serif; color: #4b5563; }
.copy-status-error { color: #b91c1c; font-weight: 600; }
#cms-message { position: fixed; z-index: 10000; inset-inline: 12px; bottom: 64px; margin: 0 auto; max-width: 760px;
  max-height: 40vh; overflow: auto;
  padding: 14px 44px 14px 18px; font: 15px/1.45 system-ui, sans-serif; border-radius: 10px;
  box-shadow: 0 6px 20px #0004; }
#cms-message[data-kind="error"] { background: #7f1d1d; color: #fff; }
#cms-message[data-kind="info"] { background: #064e3b; color: #fff; }
#cms-message ul { margin: 6px 0 0; padding-inline-start: 20px; }
#cms-message button { position: absolute; inset-inline-end: 10px; top: 8px; background: none; border: 0;
  color: inherit; font-size: 22px; cursor: pointer; }
#cms-pages { position: fixed; z-index: 9999; inset-inline-end: 12px; bottom: 12px; background: #fff;
  border: 1px solid #d1d5db; border-radius: 10px; padding: 8px 12px; font: 14px/1.5 system-ui, sans-serif;
  box-shadow: 0 4px 14px #0002; max-width: calc(100vw - 24px); }
#cms-pages a { color: #1d4ed8; margin-inline-start: 8px; white-space: nowrap; }
`;

/** Shows a message at the bottom of the editor until closed or replaced. */
export function showMessage(kind: "error" | "info", title: string, lines: string[] = []) {
  document.getElementById("cms-message")?.remove();
  const box = document.createElement("div");
  box.id = "cms-message";
  box.dataset.kind = kind;
  box.setAttribute("role", kind === "error" ? "alert" : "status");
  const heading = document.createElement("strong");
  heading.textContent = title;
  box.append(heading);
  if (lines.length > 0) {
    const list = document.createElement("ul");
    for (const line of lines) {
      const item = document.createElement("li");
      item.textContent = line;
      list.append(item);
    }
    box.append(list);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "×";
  close.setAttribute("aria-label", "Close this message");
  close.addEventListener("click", () => box.remove());
  box.append(close);
  document.body.append(box);
}

export const clearMessage = () => document.getElementById("cms-message")?.remove();

/** Mistakes already in the files (a hand edit, a merge): said as the editor opens. */
export function reportFileProblems() {
  if (config.backend.name !== "proxy") return;
  fetch("/__copy-problems")
    .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
    .then((found) => {
      if (found.length > 0)
        showMessage(
          "error",
          "The copy files have mistakes: until they are fixed, the pages show the last good copy. Fix them here, or ask a developer for a key the editor does not show:",
          found,
        );
    })
    .catch(() => undefined);
}
