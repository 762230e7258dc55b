import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { brokenInternalLinks } from "./link-check.ts";
import { homePageIn } from "#tests/support/page-content.ts";

describe("brokenInternalLinks", () => {
  const content = homePageIn("en", loadPublicConfig({}));

  it("finds none in the site's copy", () => {
    expect(brokenInternalLinks(content)).toEqual([]);
  });

  it("names an anchor to no section and a path to no page, by key", () => {
    const broken = structuredClone(content);
    // The top bar and the footer share their list; only the top bar's is broken here.
    broken.topBar.links = broken.topBar.links.map((link, index) =>
      index === 1 ? { ...link, href: "#how-it-work" } : link,
    );
    broken.faq.items = broken.faq.items.map((item) =>
      item.link ? { ...item, link: { ...item.link, href: "/privacy" } } : item,
    );
    broken.footer.social = { label: "Elsewhere", href: "https://example.com/#nowhere" };
    const linked = broken.faq.items.findIndex((item) => item.link);
    expect(brokenInternalLinks(broken).sort()).toEqual([
      `faq.items.${linked}.link.href: /privacy`,
      "topBar.links.1.href: #how-it-work",
    ]);
  });
});
