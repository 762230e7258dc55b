import { describe, expect, it } from "vitest";
import { moneyFormat, moneyTag } from "./money.ts";

// Intl writes a narrow no-break space in some locales ("1.600 €"); compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("moneyFormat", () => {
  it.each([
    // page tag, currency, 1600, 79.9, 15 %
    ["es-419", "EUR", "1.600 €", "79,90 €", "15 %"],
    ["es-419", "MXN", "MX$1,600", "MX$79.90", "15%"],
    ["es-419", "USD", "US$1,600", "US$79.90", "15%"],
    ["es-419", "COP", "COP 1.600", "COP 80", "15%"],
    ["es-419", "ARS", "ARS 1.600", "ARS 79,90", "15%"],
    ["es-419", "CLP", "CLP 1.600", "CLP 80", "15%"],
    ["pt-BR", "BRL", "R$ 1.600", "R$ 79,90", "15%"],
    ["pt-BR", "EUR", "€ 1.600", "€ 79,90", "15%"],
    ["en", "EUR", "€1,600", "€79.90", "15%"],
    ["en", "USD", "$1,600", "$79.90", "15%"],
  ])("%s with %s: %s, %s, %s", (tag, currency, thousands, cents, percent) => {
    const money = moneyFormat(`${tag}-u-nu-latn`, currency);
    expect(plain(money.amount(1600))).toBe(thousands);
    expect(plain(money.amount(79.9))).toBe(cents);
    expect(plain(money.percent(15))).toBe(percent);
  });

  it("groups thousands always, writes decimals of a percentage and counts in the same conventions", () => {
    const money = moneyFormat("es-419", "EUR");
    expect(plain(money.amount(1000))).toBe("1.000 €");
    expect(plain(money.percent(12.5))).toBe("12,5 %");
    expect(money.count(1200)).toBe("1.200");
  });
});

describe("moneyTag", () => {
  it("keeps a page tied to a country, and writes a currency as its country does otherwise", () => {
    expect(moneyTag("pt-BR", "USD")).toBe("pt-BR");
    expect(moneyTag("es-419", "MXN")).toBe("es-MX");
    expect(moneyTag("es-419", "EUR")).toBe("es-ES");
    expect(moneyTag("es-419-u-nu-latn", "MXN")).toBe("es-MX-u-nu-latn");
    expect(moneyTag("ar-u-nu-arab", "EGP")).toBe("ar-EG-u-nu-arab");
    // No euro country for the language: the page's own conventions.
    expect(moneyTag("ar", "EUR")).toBe("ar");
  });
});
