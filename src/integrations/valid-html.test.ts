import { describe, expect, it } from "vitest";
import { moveBodyStylesToHead } from "./valid-html.ts";

const page = (head: string, body: string) =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("moveBodyStylesToHead", () => {
  it("moves the islands' style from the body to the end of the head", () => {
    const island = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";
    expect(
      moveBodyStylesToHead(
        page("<title>t</title><style>a{}</style>", `<p>x</p>${island}<astro-island></astro-island>`),
      ),
    ).toBe(page(`<title>t</title><style>a{}</style>${island}`, "<p>x</p><astro-island></astro-island>"));
  });

  it("keeps several styles in their order, attributes included", () => {
    expect(moveBodyStylesToHead(page("", '<style media="print">b{}</style><i></i><style>c{}</style>'))).toBe(
      page('<style media="print">b{}</style><style>c{}</style>', "<i></i>"),
    );
  });

  it("leaves a page without styles in its body as it is", () => {
    const html = page("<style>a{}</style>", "<p>x</p>");
    expect(moveBodyStylesToHead(html)).toBe(html);
  });

  it("moves a style from a noscript of the body into a noscript of the head, leaving the rest", () => {
    expect(
      moveBodyStylesToHead(
        page(
          "<title>t</title>",
          "<div><noscript><style>form{display:none}</style><p>No JS</p></noscript></div>",
        ),
      ),
    ).toBe(
      page(
        "<title>t</title><noscript><style>form{display:none}</style></noscript>",
        "<div><noscript><p>No JS</p></noscript></div>",
      ),
    );
  });
});
