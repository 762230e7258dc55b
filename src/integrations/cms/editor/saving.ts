import { config, token } from "./decap.ts";
import { clearMessage, showMessage } from "./messages.ts";

/*
 * Each save goes with the version of each file this tab loaded and the run's token (decision
 * 081), so the server can merge it into the file as it is now, or refuse it, instead of
 * overwriting someone else's change; a refusal or a merge is said in the editor's words.
 */

/** The text of each file as this tab loaded it: the server merges a save against it. */
const loaded = new Map<string, string>();

interface ProxyEntry {
  data: string | null;
  file: { path: string };
}

function remember(action: string, result: unknown) {
  const entries: ProxyEntry[] =
    action === "getEntry"
      ? [result as ProxyEntry]
      : action.startsWith("entriesBy")
        ? (result as ProxyEntry[])
        : [];
  for (const entry of entries)
    if (entry && typeof entry.data === "string") loaded.set(entry.file.path, entry.data);
}

/** What the server said about a refused save. */
interface Refusal {
  error?: string;
  problems?: string[];
  conflicts?: string[];
}

function sayRefusal(refusal: Refusal | undefined, status: number) {
  if (refusal?.conflicts)
    showMessage(
      "error",
      "Not saved: someone changed these texts since you opened this page. Reload the page to see their version, then make your change again:",
      refusal.conflicts,
    );
  else if (refusal?.problems)
    showMessage("error", "Not saved: these texts need a fix first:", refusal.problems);
  else showMessage("error", refusal?.error ?? `Not saved: the server answered ${status}.`);
}

export function wrapFetch() {
  const proxy = config.backend.proxy_url;
  if (config.backend.name !== "proxy" || !proxy) return;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, location.href).pathname !== new URL(proxy, location.href).pathname || !init?.body)
      return original(input, init);
    const body = JSON.parse(String(init.body)) as { action: string; params: Record<string, unknown> };
    const files = (body.params.dataFiles ?? []) as { path: string; raw: string }[];
    if (body.action === "persistEntry")
      body.params.bases = Object.fromEntries(files.map((file) => [file.path, loaded.get(file.path)]));
    const headers = new Headers(init.headers);
    if (token) headers.set("X-CMS-Token", token);
    const response = await original(input, { ...init, headers, body: JSON.stringify(body) });
    const result: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (response.ok) {
      remember(body.action, result);
      if (body.action === "persistEntry") {
        // The tab now holds what it sent: the next save is merged against that.
        for (const file of files) loaded.set(file.path, file.raw);
        const merged = (result as { merged?: string[] }).merged ?? [];
        if (merged.length > 0)
          showMessage(
            "info",
            "Saved. Changes made elsewhere meanwhile were kept; reload to see them:",
            merged,
          );
        else clearMessage();
      }
    } else if (body.action === "persistEntry" || body.action === "persistMedia")
      sayRefusal(result as Refusal | undefined, response.status);
    return response;
  };
}
