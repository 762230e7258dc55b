import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import ContactForm from "./ContactForm.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { HONEYPOT_FIELD } from "./form-values.ts";
import { contactFormIn } from "#tests/support/page-content.ts";

/*
 * What the server renders: the HTML a visitor has before (or without) hydration. Behaviour in the
 * browser is covered by tests/e2e/contact-form.spec.ts.
 */

const copy = contactFormIn(loadPublicConfig({}));
const alternatives = {
  whatsappUrl: "https://wa.me/15555550123?text=Hi",
  bookingUrl: "https://cal.example.com/demo",
};
const html = renderToStaticMarkup(
  <ContactForm
    copy={copy}
    locale="en"
    alternatives={alternatives}
    backend={{ url: undefined, anonKey: "anon" }}
  />,
);

/** A start tag of the rendered HTML with its attributes (React quotes and escapes them all). */
interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Offset of the tag in `html`. */
  at: number;
}
const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const tags: Tag[] = [...html.matchAll(/<([a-z]+)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
  name: match[1] ?? "",
  attrs: Object.fromEntries(
    [...(match[2] ?? "").matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((a) => [
      // HTML attribute names are case-insensitive; React writes some in camelCase (autoComplete).
      (a[1] ?? "").toLowerCase(),
      unescape(a[2] ?? ""),
    ]),
  ),
  at: match.index,
}));

/** The one tag matching; fails the test if there is none or several. */
function one(name: string, attrs: Record<string, string> = {}): Tag {
  const found = tags.filter(
    (tag) => tag.name === name && Object.entries(attrs).every(([key, value]) => tag.attrs[key] === value),
  );
  expect(found, `${name} ${JSON.stringify(attrs)}`).toHaveLength(1);
  return found[0] as Tag;
}

/** Text of the element that starts at `tag` (for elements with text-only content). */
const textOf = (tag: Tag) => unescape(/^<[^>]*>([^<]*)</.exec(html.slice(tag.at))?.[1] ?? "");
const labelled = (id: string | undefined) => textOf(one("label", { for: id ?? "" }));
const has = (tag: Tag, attr: string) => attr in tag.attrs;

describe("ContactForm server render", () => {
  it.each([
    ["name", "Your Name", "text", "name"],
    ["email", "Email Address", "email", "email"],
    ["phone", "Phone Number", "tel", "tel"],
    ["clinicName", "Clinic Name", "text", "organization"],
  ])(
    "renders the required field %s with its label, type and autocomplete",
    (name, label, type, autocomplete) => {
      const input = one("input", { name });
      expect(labelled(input.attrs.id)).toBe(label);
      expect(input.attrs.type ?? "text").toBe(type);
      expect(input.attrs.autocomplete).toBe(autocomplete);
      expect(input.attrs["aria-required"]).toBe("true");
      // No native limits or bubbles: the form shows its own messages, including "too long" ones.
      expect(has(input, "maxlength") || has(input, "required")).toBe(false);
      expect(has(input, "aria-invalid")).toBe(false);
    },
  );

  it("renders Message as an optional four-row textarea labelled exactly 'Message'", () => {
    const textarea = one("textarea", { name: "message" });
    expect(labelled(textarea.attrs.id)).toBe("Message");
    expect(textarea.attrs.rows).toBe("4");
    expect(has(textarea, "aria-required")).toBe(false);
    const [hint, note] = (textarea.attrs["aria-describedby"] ?? "").split(" ");
    expect(textOf(one("span", { id: hint ?? "" }))).toBe("(optional)");
    expect(textOf(one("p", { id: note ?? "" }))).toBe("Please don't include patient details.");
  });

  it("offers the WhatsApp opt-in as an optional, unticked checkbox that names the brand", () => {
    const box = one("input", { type: "checkbox" });
    expect(box.attrs.name).toBe("whatsappOptIn");
    expect(labelled(box.attrs.id)).toBe("ChatToBook may contact me on WhatsApp");
    expect(has(box, "checked") || has(box, "required") || has(box, "aria-required")).toBe(false);
  });

  it("says next to the submit button who receives the data, why, and links the privacy page", () => {
    const link = one("a", { href: "/privacy/" });
    expect(textOf(link)).toBe("Privacy policy");
    const submit = one("button", { type: "submit" });
    expect(link.at).toBeGreaterThan(submit.at);
    expect(html.slice(submit.at, link.at)).toContain(
      "ChatToBook uses your details only to answer this request.",
    );
  });

  it("renders a form with a ready submit button that ContactSection's script holds until hydration", () => {
    const form = one("form");
    expect(has(form, "novalidate")).toBe(true);
    expect(has(form, "action")).toBe(false);
    expect(form.attrs.method).toBe("post");
    expect(form.attrs["aria-label"]).toBe("Contact form");
    // Not yet marked as the island's: the inline submit guard matches [data-contact-form]:not([data-hydrated]).
    expect(has(form, "data-contact-form")).toBe(true);
    expect(has(form, "data-hydrated")).toBe(false);
    const button = one("button", { type: "submit" });
    expect(textOf(button)).toBe("Get Started");
    expect(has(button, "disabled")).toBe(false);
  });

  it("hides the honeypot from people, assistive technology and the tab order", () => {
    const trap = one("input", { name: HONEYPOT_FIELD });
    expect(trap.attrs.tabindex).toBe("-1");
    expect(trap.attrs.autocomplete).toBe("off");
    // Its container is the closest aria-hidden element before it, with nothing closed in between.
    const container = tags.filter((tag) => tag.at < trap.at && tag.attrs["aria-hidden"] === "true").at(-1);
    expect(container).toBeDefined();
    const between = html.slice(container?.at ?? 0, trap.at);
    expect(between.split("<div").length).toBe(between.split("</div>").length + 1);
    // Off the start edge (left, or right on a right-to-left page), where nothing scrolls to it.
    expect(container?.attrs.class).toMatch(/-inset-s-\[10000px\]/);
    expect(container?.attrs.class).toMatch(/overflow-hidden/);
  });

  it("has both toast live regions in the page before any toast exists", () => {
    const status = one("div", { role: "status" });
    expect(status.attrs["aria-live"]).toBe("polite");
    expect(html.slice(status.at)).toMatch(/^<div[^>]*><\/div>/);
    expect(html.slice(one("div", { role: "alert" }).at)).toMatch(/^<div[^>]*><\/div>/);
  });

  it("offers WhatsApp and booking links to visitors without JavaScript", () => {
    const noscript = one("noscript");
    const end = html.indexOf("</noscript>", noscript.at);
    const inside = tags.filter((tag) => tag.at > noscript.at && tag.at < end);
    expect(unescape(html.slice(noscript.at, end))).toContain(copy.unavailable.noScript.title);
    const links = inside
      .filter((tag) => tag.name === "a")
      .map((a) => [textOf(a), a.attrs.href, a.attrs.target, a.attrs.rel]);
    expect(links).toEqual([
      [copy.unavailable.whatsappLabel, alternatives.whatsappUrl, "_blank", "noopener noreferrer"],
      [copy.unavailable.bookingLabel, alternatives.bookingUrl, "_blank", "noopener noreferrer"],
    ]);
    // ...and hides the form, whose button could never work for them.
    expect(html.slice(noscript.at, end)).toContain("<style>[data-contact-form]{display:none}</style>");
  });
});

describe("ErrorBoundary", () => {
  it("switches to the fallback once a child has thrown", () => {
    expect(ErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true });
    const boundary = new ErrorBoundary({ fallback: "fallback", children: "form" });
    expect(boundary.render()).toBe("form");
    boundary.state = ErrorBoundary.getDerivedStateFromError();
    expect(boundary.render()).toBe("fallback");
  });
});
