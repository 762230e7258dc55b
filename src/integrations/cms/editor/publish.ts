import { draft } from "./copy-field.ts";
import { config, currentCollection, localeOf, type EditorField, type ImmutableLike } from "./decap.ts";
import { showMessage } from "./messages.ts";
import { problems } from "./rules.ts";

/*
 * "Publish now" with a mistake in any language is stopped, said, and shown (decision 082): Decap
 * checks only the default language, and silently. The marketer is taken to the first mistake,
 * the right-hand language switched and a closed list item opened if needed.
 */

interface Mistake {
  /** The language, or none for the facts' file. */
  locale?: string;
  path: string;
  /** Which match of `path` it is: list items share their fields' paths, in the form's order. */
  occurrence: number;
  label: string;
  message: string;
}

/** Decap's own fields that a marketer must fill in unless the schema lets them stay empty. */
const CHOICES = new Set(["select", "number", "string"]);

/** The fields of the collection on screen: a document's part, or the facts' file. */
function fieldsOnScreen(): { fields: EditorField[]; perLanguage: boolean } | undefined {
  const collection = config.collections.find((candidate) => candidate.name === currentCollection());
  if (collection?.fields) return { fields: collection.fields, perLanguage: true };
  const file = collection?.files?.[0];
  return file && { fields: file.fields, perLanguage: false };
}

/** Every mistake of the draft, in every language, in the order of the form. */
function draftMistakes(): Mistake[] {
  const entry = draft();
  const shown = fieldsOnScreen();
  if (!entry || !shown) return [];
  const found: Mistake[] = [];
  const seen = new Map<string, number>();
  const walk = (fields: EditorField[], data: unknown, locale: string | undefined, labels: string[]) => {
    for (const field of fields) {
      const value = (data as ImmutableLike | undefined)?.get?.(field.name);
      if (field.widget === "copy" && field.copy) {
        const key = `${locale ?? ""}:${field.copy.path}`;
        const occurrence = seen.get(key) ?? 0;
        seen.set(key, occurrence + 1);
        for (const message of problems(typeof value === "string" ? value : "", field.copy))
          found.push({
            locale,
            path: field.copy.path,
            occurrence,
            label: [...labels, field.label].join(" › "),
            message,
          });
      } else if (
        CHOICES.has(field.widget) &&
        field.required !== false &&
        (value === undefined || value === null || value === "")
      )
        found.push({
          locale,
          path: "",
          occurrence: 0,
          label: [...labels, field.label].join(" › "),
          message: field.widget === "select" ? "Empty: choose one." : "Empty: fill it in.",
        });
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
  if (!shown.perLanguage) walk(shown.fields, entry.get("data"), undefined, []);
  else
    for (const locale of config.i18n.locales) {
      const data =
        locale === config.i18n.default_locale ? entry.get("data") : entry.getIn(["i18n", locale, "data"]);
      if (data) walk(shown.fields, data, locale, []);
    }
  return found;
}

const describe = (mistake: Mistake) =>
  `${mistake.locale ? (localeOf(mistake.locale)?.name ?? mistake.locale) : "Company facts"} · ${mistake.label}: ${mistake.message}`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The field of a mistake, if it is on the page. */
const fieldOf = (mistake: Mistake) =>
  document.querySelectorAll<HTMLElement>(`[data-copy-key="${mistake.locale ?? ""}:${mistake.path}"]`)[
    mistake.occurrence
  ];

/** Brings a field into view and puts the cursor in it, switching the right-hand language if needed. */
async function goTo(mistake: Mistake) {
  let input = fieldOf(mistake);
  if (!input && mistake.locale) {
    // Decap's language menu: "Writing in ES" opens it; its items are the other languages' codes.
    // The right-hand pane's menu is the last one.
    const menu = [...document.querySelectorAll<HTMLElement>("[role=button]")]
      .filter((element) => /^Writing in\b/.test(element.textContent ?? ""))
      .at(-1);
    menu?.click();
    await pause(50);
    const code = mistake.locale.toUpperCase();
    [...document.querySelectorAll<HTMLElement>("[role=menuitem]")]
      .find((item) => {
        const text = (item.textContent ?? "").trim().toUpperCase();
        return text === code || text.endsWith(`(${code})`);
      })
      ?.click();
    await pause(100);
    input = fieldOf(mistake);
  }
  // A closed list item keeps its fields hidden: open it with its own toggle.
  const item = input?.closest<HTMLElement>("[data-cms-item]");
  if (input && input.offsetParent === null && item) {
    item.querySelector<HTMLButtonElement>("button[data-cms-toggle]")?.click();
    await pause(50);
  }
  input?.scrollIntoView({ block: "center" });
  input?.focus({ preventScroll: true });
}

/** "Publish now" with a mistake in any language: stopped, said, and shown. */
export function guardPublish(event: MouseEvent) {
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
  // Decap marks its own fields in red; a text is taken to.
  const first = mistakes.find((mistake) => mistake.path !== "");
  if (first) void goTo(first);
}
