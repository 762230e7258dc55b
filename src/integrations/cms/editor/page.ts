import { currentCollection, locales, readJson } from "./decap.ts";

/*
 * What the editor adds to Decap's page: links to each language's page at the section being
 * edited, language names where Decap shows codes, and names for the buttons of a list's items,
 * which Decap leaves without any (a screen reader said only "button").
 */

/** Links to each language's page, at the section being edited; a save shows there by itself. */
export function pageLinks() {
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
    const path = pages[currentCollection() ?? ""] ?? "";
    // A locale's home ends in a slash: "/es/" + "#faq" or + "privacy/".
    for (const { link, locale } of links) link.href = locale.page + path;
  };
  update();
  window.addEventListener("hashchange", update);
  document.body.append(box);
}

/** Names a list item's buttons after the item: 'Remove "Is there a contract?"'. */
function nameListButtons() {
  // dnd-kit marks each item's drag handle; the handle sits between the item's toggle and its ×.
  for (const handle of document.querySelectorAll<HTMLElement>('[aria-roledescription="sortable"]')) {
    const bar = handle.parentElement;
    const item = bar?.parentElement;
    if (!bar || !item) continue;
    item.dataset.cmsItem = "";
    // The item's summary (its question, title or name) follows the bar, shown while it is closed.
    const summary = (bar.nextElementSibling?.textContent ?? "").trim() || "this item";
    const name = `"${summary}"`;
    handle.setAttribute("aria-label", `Drag to move ${name}`);
    const [toggle, remove] = [...bar.querySelectorAll<HTMLButtonElement>(":scope > button")];
    if (remove) remove.setAttribute("aria-label", `Remove ${name}`);
    if (toggle) {
      toggle.dataset.cmsToggle = "";
      toggle.setAttribute("aria-label", `Open or close ${name}`);
    }
  }
}

/**
 * Decap's language menu shows codes ("Writing in AR"): add each language's name. Its "Check for
 * Preview" button would wait for a deploy preview this setup never has: the page links replace it.
 */
export function tidyDecap() {
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
    nameListButtons();
  };
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(tidy);
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
