/*
 * The content editor's own script (decisions 081 and 082), loaded before Decap's bundle on the
 * admin page. It
 *  - registers `copy`, the field of every text: the build's rules (never empty, its placeholders,
 *    its length budget) checked as the marketer types, in every language, with a live count, and
 *    the language's direction (Arabic right to left);
 *  - stops "Publish" while any language has a mistake, says so in a banner, and takes the marketer
 *    to the first one (Decap checks only the default language, and silently);
 *  - sends each save with the version of each file this tab loaded and the run's token, so the
 *    server can merge or refuse instead of overwriting someone else's change, and shows a refusal;
 *  - links each language's page, and names languages where Decap shows only codes.
 * Plain TypeScript without imports: the dev server strips the types (src/integrations/cms.ts).
 */

interface ImmutableLike {
  get(key: string | number): unknown;
  getIn(path: (string | number)[]): unknown;
  toJS(): unknown;
}

interface Rules {
  path: string;
  placeholders: string[];
  max?: number;
  long: boolean;
  optional?: boolean;
}

interface EditorField {
  name: string;
  label: string;
  widget: string;
  fields?: EditorField[];
  copy?: Rules;
}

interface EditorLocale {
  code: string;
  name: string;
  ownName: string;
  dir: "ltr" | "rtl";
  page: string;
}

interface ControlProps {
  value?: string;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: ImmutableLike;
  locale?: string;
  getEntry?: () => ImmutableLike;
}

type CreateElement = (
  type: string | object,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

interface DecapGlobals {
  CMS_MANUAL_INIT?: boolean;
  CMS: {
    init(options: { config: unknown }): void;
    registerWidget(name: string, control: unknown, preview?: unknown): void;
  };
  h: CreateElement;
  createClass(spec: Record<string, unknown>): unknown;
}

const decap = window as unknown as DecapGlobals & Window;
// Decap starts itself when its bundle runs, unless told to wait for the configuration this page holds.
decap.CMS_MANUAL_INIT = true;

const readJson = <T>(id: string): T => JSON.parse(document.getElementById(id)?.textContent ?? "null") as T;
const config = readJson<{
  backend: { name: string; proxy_url?: string };
  i18n: { locales: string[]; default_locale: string };
  collections: { name: string; fields: EditorField[] }[];
}>("cms-config");
const locales = readJson<EditorLocale[]>("cms-locales");
const localeOf = (code: string | undefined) => locales.find((locale) => locale.code === code);
const token = document.querySelector<HTMLMetaElement>('meta[name="cms-token"]')?.content;

/* ---------------------------------------------------------------- the build's rules */

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** What is wrong with a text, in plain words; nothing when the build would take it. */
function problems(value: string, rules: Rules): string[] {
  if (value.length === 0) return rules.optional ? [] : ["Empty: every language needs this text."];
  const found: string[] = [];
  const allowed = rules.placeholders.map((name) => `{${name}}`).join(", ");
  for (const [whole, name = ""] of value.matchAll(PLACEHOLDER))
    if (!rules.placeholders.includes(name))
      found.push(
        rules.placeholders.length === 0
          ? `${whole} is not something the page fills in: remove the braces.`
          : `${whole} is not something the page fills in: keep ${allowed} exactly as written.`,
      );
  const length = [...value].length;
  if (rules.max !== undefined && length > rules.max)
    found.push(`Too long: ${length} of ${rules.max} characters.`);
  return found;
}

/* ---------------------------------------------------------------- the text field */

/** The newest draft, as the last field drawn saw it: what "Publish" checks in every language. */
let currentEntry: (() => ImmutableLike) | undefined;

function registerCopyField() {
  const h = decap.h;
  const control = decap.createClass({
    isValid(this: { props: ControlProps }) {
      const found = problems(this.props.value ?? "", rulesOf(this.props.field));
      return found.length === 0 ? true : { error: { type: "CUSTOM", message: found.join(" ") } };
    },
    render(this: { props: ControlProps }) {
      const {
        value = "",
        onChange,
        forID,
        classNameWrapper,
        setActiveStyle,
        setInactiveStyle,
        field,
        locale,
      } = this.props;
      if (this.props.getEntry) currentEntry = this.props.getEntry;
      const rules = rulesOf(field);
      const info = localeOf(locale);
      const found = problems(value, rules);
      const length = [...value].length;
      const count = rules.max === undefined ? `${length} characters` : `${length} of ${rules.max} characters`;
      const statusId = `${forID}-status`;
      return h(
        "div",
        { className: "copy-field" },
        // A box that grows with its text; a one-line text takes no line breaks.
        h("textarea", {
          id: forID,
          className: classNameWrapper,
          value,
          dir: info?.dir ?? "auto",
          lang: locale,
          rows: rules.long
            ? Math.min(12, Math.max(3, Math.ceil(length / 70) + 1))
            : Math.min(4, Math.ceil((length + 1) / 70)),
          onKeyDown: rules.long
            ? undefined
            : (event: KeyboardEvent) => {
                if (event.key === "Enter") event.preventDefault();
              },
          "data-copy-key": `${locale}:${rules.path}`,
          "aria-invalid": found.length > 0 ? "true" : undefined,
          "aria-describedby": statusId,
          onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
        h(
          "p",
          { id: statusId, className: found.length > 0 ? "copy-status copy-status-error" : "copy-status" },
          found.length > 0 ? found.join(" ") : count,
        ),
      );
    },
  });
  decap.CMS.registerWidget("copy", control, (props: { value?: string }) => h("p", null, props.value ?? ""));
}

const rulesOf = (field: ImmutableLike): Rules => {
  const rules = field.get("copy") as ImmutableLike | undefined;
  return (rules?.toJS() as Rules | undefined) ?? { path: "", placeholders: [], long: false };
};

/* ---------------------------------------------------------------- messages */

// Messages sit at the bottom, above the page links: never over Decap's toolbar and its menus.
const STYLE = `
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

/** Shows a message at the top of the editor until closed or replaced. */
function showMessage(kind: "error" | "info", title: string, lines: string[] = []) {
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

/* ---------------------------------------------------------------- Publish */

interface Mistake {
  locale: string;
  path: string;
  label: string;
  message: string;
}

/** Every mistake of the draft, in every language, in the order of the form. */
function draftMistakes(): Mistake[] {
  const entry = currentEntry?.();
  const name = /#\/collections\/([^/]+)/.exec(location.hash)?.[1];
  const collection = config.collections.find((candidate) => candidate.name === name);
  if (!entry || !collection) return [];
  const found: Mistake[] = [];
  const walk = (fields: EditorField[], data: unknown, locale: string, labels: string[]) => {
    for (const field of fields) {
      const value = (data as ImmutableLike | undefined)?.get?.(field.name);
      if (field.widget === "copy" && field.copy)
        for (const message of problems(typeof value === "string" ? value : "", field.copy))
          found.push({ locale, path: field.copy.path, label: [...labels, field.label].join(" › "), message });
      else if (field.widget === "object" && field.fields)
        walk(field.fields, value, locale, [...labels, field.label]);
      else if (field.widget === "list" && field.fields && value) {
        const items = (value as ImmutableLike).toJS() as unknown[];
        const itemFields = field.fields;
        items.forEach((_, i) =>
          walk(itemFields, (value as ImmutableLike).get(i), locale, [...labels, `${field.label} ${i + 1}`]),
        );
      }
    }
  };
  for (const locale of config.i18n.locales) {
    const data =
      locale === config.i18n.default_locale ? entry.get("data") : entry.getIn(["i18n", locale, "data"]);
    if (data) walk(collection.fields, data, locale, []);
  }
  return found;
}

const describe = (mistake: Mistake) =>
  `${localeOf(mistake.locale)?.name ?? mistake.locale} · ${mistake.label}: ${mistake.message}`;

/** Brings a field into view and puts the cursor in it, switching the right-hand language if needed. */
async function goTo(mistake: Mistake) {
  const selector = `[data-copy-key="${mistake.locale}:${mistake.path}"]`;
  let input = document.querySelector<HTMLElement>(selector);
  if (!input) {
    // Decap's language menu: "Writing in ES" opens it; its items are the other languages' codes.
    // The right-hand pane's menu is the last one.
    const menu = [...document.querySelectorAll<HTMLElement>("[role=button]")]
      .filter((element) => /^Writing in\b/.test(element.textContent ?? ""))
      .at(-1);
    menu?.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const code = mistake.locale.toUpperCase();
    [...document.querySelectorAll<HTMLElement>("[role=menuitem]")]
      .find((item) => {
        const text = (item.textContent ?? "").trim().toUpperCase();
        return text === code || text.endsWith(`(${code})`);
      })
      ?.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    input = document.querySelector<HTMLElement>(selector);
  }
  input?.scrollIntoView({ block: "center" });
  input?.focus({ preventScroll: true });
}

/** "Publish now" with a mistake in any language: stopped, said, and shown. */
function guardPublish(event: MouseEvent) {
  const target = (event.target as HTMLElement | null)?.closest<HTMLElement>(
    "[role=menuitem], button, [role=button]",
  );
  if (!target || !/^Publish now$/.test((target.textContent ?? "").trim())) return;
  const mistakes = draftMistakes();
  if (mistakes.length === 0) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // Close Decap's open menu: the marketer is taken to the field.
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  showMessage(
    "error",
    mistakes.length === 1
      ? "Not saved: one text needs a fix first."
      : `Not saved: ${mistakes.length} texts need a fix first.`,
    mistakes
      .slice(0, 8)
      .map(describe)
      .concat(mistakes.length > 8 ? [`…and ${mistakes.length - 8} more.`] : []),
  );
  const [first] = mistakes;
  if (first) void goTo(first);
}

/* ---------------------------------------------------------------- saving */

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

function wrapFetch() {
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
        else document.getElementById("cms-message")?.remove();
      }
    } else if (body.action === "persistEntry") {
      const refusal = result as { error?: string; problems?: string[]; conflicts?: string[] } | undefined;
      if (refusal?.conflicts)
        showMessage(
          "error",
          "Not saved: someone changed these texts since you opened this page. Reload the page to see their version, then make your change again:",
          refusal.conflicts,
        );
      else if (refusal?.problems)
        showMessage("error", "Not saved: these texts need a fix first:", refusal.problems);
      else showMessage("error", refusal?.error ?? `Not saved: the server answered ${response.status}.`);
    }
    return response;
  };
}

/* ---------------------------------------------------------------- pages and language names */

/** Links to each language's page, at the section being edited; a save shows there by itself. */
function pageLinks() {
  const pages = readJson<Record<string, string>>("cms-pages");
  const box = document.createElement("nav");
  box.id = "cms-pages";
  box.setAttribute("aria-label", "Open this page");
  box.append("Open this page:");
  const links = locales.map((locale) => {
    const link = document.createElement("a");
    // One tab per language, reused.
    link.target = `page-${locale.code}`;
    link.textContent = locale.name;
    // A space between links lets the box wrap on a phone.
    box.append(" ", link);
    return { link, locale };
  });
  const update = () => {
    const name = /#\/collections\/([^/]+)/.exec(location.hash)?.[1] ?? "";
    const path = pages[name] ?? "";
    // A locale's home ends in a slash: "/es/" + "#faq" or + "privacy/".
    for (const { link, locale } of links) link.href = locale.page + path;
  };
  update();
  window.addEventListener("hashchange", update);
  document.body.append(box);
}

/**
 * Decap's language menu shows codes ("Writing in AR"): add each language's name. Its "Check for
 * Preview" button would wait for a deploy preview this setup never has: the page links replace it.
 */
function tidyDecap() {
  const codes = new Map(locales.map((locale) => [locale.code.toUpperCase(), locale.name]));
  let pending = false;
  const tidy = () => {
    pending = false;
    for (const element of document.querySelectorAll<HTMLElement>(
      "button, [role=button], [role=menuitem], [role=menuitem] span",
    )) {
      if (element.tagName === "BUTTON" && element.textContent?.trim() === "Check for Preview")
        element.hidden = true;
      for (const node of element.childNodes) {
        if (!(node instanceof Text)) continue;
        // The menu's items are lower-case codes that CSS shows in capitals.
        const text = node.data.trim();
        const writing = /^Writing in ([A-Z-]+)$/.exec(text);
        const code = writing?.[1] ?? (codes.has(text.toUpperCase()) ? text.toUpperCase() : undefined);
        if (code && codes.has(code))
          node.data = `${writing ? "Writing in " : ""}${codes.get(code)} (${code})`;
      }
    }
  };
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(tidy);
  }).observe(document.body, { childList: true, subtree: true });
}

/** Mistakes already in the files (a hand edit, a merge): said as the editor opens. */
function reportFileProblems() {
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

/* ---------------------------------------------------------------- start */

wrapFetch();
document.addEventListener("click", guardPublish, true);
document.addEventListener("DOMContentLoaded", () => {
  const style = document.createElement("style");
  style.textContent = STYLE;
  document.head.append(style);
  registerCopyField();
  decap.CMS.init({ config });
  pageLinks();
  tidyDecap();
  reportFileProblems();
});
