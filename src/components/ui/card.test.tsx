import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { ContactFailed } from "#src/sections/contact/ContactUnavailable.tsx";
import { Features } from "#src/sections/features/Features.tsx";
import { Card } from "./card.tsx";
import { IconTile } from "./icon-tile.tsx";
import { homePageIn, contactFormIn } from "#tests/support/page-content.ts";

/** The classes of the first element with `attribute` (or the first element) in `html`, as a set. */
const classesOf = (html: string, attribute = ""): string[] => {
  const tag = new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? "";
  return (/class="([^"]*)"/.exec(tag)?.[1] ?? "").split(" ").sort();
};

describe("Card", () => {
  it("is a div by default, and the element it is asked to be, with the caller's classes added", () => {
    expect(renderToStaticMarkup(<Card className="p-6">x</Card>)).toBe(
      '<div class="rounded-2xl ring-1 bg-white shadow-card ring-line p-6">x</div>',
    );
    expect(renderToStaticMarkup(<Card as="li" tone="tint" data-x="" />)).toBe(
      '<li class="rounded-2xl ring-1 bg-brand-50 ring-brand-100" data-x=""></li>',
    );
  });

  it("is the one surface of the section cards and the contact form's frame", () => {
    const config = loadPublicConfig({});
    const surface = ["bg-white", "ring-1", "ring-line", "rounded-2xl", "shadow-card"];
    const features = renderToStaticMarkup(<Features content={homePageIn("en", config).features} />);
    const contact = renderToStaticMarkup(
      <ContactFailed
        copy={contactFormIn(config).unavailable}
        alternatives={{ whatsappUrl: "https://wa.me/1", bookingUrl: "https://cal.example.com" }}
      />,
    );
    expect(classesOf(features.slice(features.indexOf("<li")))).toEqual(expect.arrayContaining(surface));
    expect(classesOf(contact)).toEqual(expect.arrayContaining(surface));
    expect(classesOf(contact)).not.toContain("border");
  });
});

describe("IconTile", () => {
  it("centres its icon in a 48 px brand tile unless told otherwise", () => {
    expect(renderToStaticMarkup(<IconTile>i</IconTile>)).toBe(
      '<span class="inline-flex shrink-0 items-center justify-center rounded-xl ring-1 size-12 bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700 ring-brand-200">i</span>',
    );
    expect(classesOf(renderToStaticMarkup(<IconTile tone="night" size={11} aria-hidden="true" />))).toEqual(
      expect.arrayContaining(["size-11", "bg-brand-300/15", "text-brand-300"]),
    );
  });
});
