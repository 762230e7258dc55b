import { describe, expect, it } from "vitest";
import { drawnText, shapeArabic, visualOrder } from "./rtl-text.ts";

const codes = (text: string) => [...text].map((c) => (c.codePointAt(0) ?? 0).toString(16));

describe("shapeArabic", () => {
  it("gives each letter its form by its neighbours: initial, medial, final, isolated", () => {
    // بيت: beh initial, yeh medial, teh final.
    expect(codes(shapeArabic("بيت"))).toEqual(["fe91", "fef4", "fe96"]);
    // دار: dal does not join forward, so alef after it is isolated and reh is final.
    expect(codes(shapeArabic("دار"))).toEqual(["fea9", "fe8d", "fead"]);
    expect(codes(shapeArabic("ب ت"))).toEqual(["fe8f", "20", "fe95"]);
  });

  it("writes lam-alef as its ligature, final after a joining letter", () => {
    expect(codes(shapeArabic("لا"))).toEqual(["fefb"]);
    // سلام: seen initial, lam-alef final, meem isolated.
    expect(codes(shapeArabic("سلام"))).toEqual(["feb3", "fefc", "fee1"]);
  });

  it("lets marks sit between letters without breaking the join, and leaves Latin alone", () => {
    expect(codes(shapeArabic("بَت"))).toEqual(["fe91", "64e", "fe96"]);
    expect(shapeArabic("ChatToBook 19:42")).toBe("ChatToBook 19:42");
  });
});

describe("visualOrder", () => {
  it("reads Arabic from the right and keeps Latin words and numbers left to right", () => {
    expect(visualOrder("abc")).toBe("abc");
    expect(visualOrder("ابت")).toBe("تبا");
    expect(visualOrder("موعد 19:42 اليوم")).toBe("مويلا 19:42 دعوم");
    expect(visualOrder("مع ChatToBook AI")).toBe("ChatToBook AI عم");
  });

  it("mirrors brackets inside right-to-left text", () => {
    expect(visualOrder("(اب)")).toBe("(با)");
  });
});

it("drawnText shapes and reorders only right-to-left lines", () => {
  expect(drawnText("Book a demo", "ltr")).toBe("Book a demo");
  expect(codes(drawnText("بيت", "rtl"))).toEqual(["fe96", "fef4", "fe91"]);
});
