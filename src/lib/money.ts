/*
 * Money and percentages written the way the page's reader writes them (decision 058). Intl does
 * the formatting; this module only chooses whose conventions:
 *
 * - A page tied to a country keeps that country's: pt-BR writes "R$ 1.600", "€ 1.600", "15%".
 * - A page for a language or a region (es-419, en) writes a currency as the country it belongs to
 *   does: MXN on the Spanish page as in Mexico, EUR as in Spain ("1.600 €", "15 %"), USD on the
 *   English page as in the US ("$1,600").
 * - On a page read in several countries (es-419) a bare "$" could be any of six pesos or the
 *   dollar, so it names its country: "MX$1,600", "COP 1.600", "US$1,600".
 *
 * Amounts always group thousands ("1.600 €", where Intl's Spanish default writes "1600 €"); whole
 * amounts have no cents, others the currency's own minor unit. Used at build time only.
 *
 *   const money = moneyFormat("es-419", "EUR");
 *   money.amount(1600)  // "1.600 €"
 *   money.percent(15)   // "15 %"
 *   money.count(20)     // "20"
 */

/** The formatters for one page language and one currency. */
export interface MoneyFormat {
  /** An amount in the currency's units: 1600 → "1.600 €", 79.9 → "79,90 €". */
  amount(value: number): string;
  /** A percentage given in percent (not a fraction): 15 → "15 %", 12.5 → "12,5 %". */
  percent(value: number): string;
  /** A plain count in the same conventions: 1200 → "1.200". */
  count(value: number): string;
  /** The currency's sign as `amount` writes it: "€", "R$", "MX$". */
  symbol: string;
  /** The BCP 47 tag the numbers are written in (e.g. "es-ES-u-nu-latn"). */
  tag: string;
}

/** Where the euro is written by speakers of a language that has no single euro country in its tag. */
const EURO_COUNTRY: Readonly<Record<string, string>> = { es: "ES", pt: "PT", en: "IE", fr: "FR", de: "DE" };

/**
 * The tag to write `currency` in on a page in `tag` (see the rules above). A currency's ISO 4217
 * code starts with its country's code (MXN → MX, BRL → BR), except the euro's.
 */
export function moneyTag(tag: string, currency: string): string {
  const page = new Intl.Locale(tag);
  // A country region (two letters) wins; a numeric one (419, Latin America) is not a market.
  if (page.region !== undefined && !/^\d+$/.test(page.region)) return tag;
  const code = currency.toUpperCase();
  const region = code === "EUR" ? EURO_COUNTRY[page.language] : code.slice(0, 2);
  if (region === undefined) return tag;
  return new Intl.Locale(page.language, {
    region,
    ...(page.numberingSystem ? { numberingSystem: page.numberingSystem } : {}),
  }).toString();
}

/** The symbol a bare "$" becomes on a page read in several countries: MX$, CA$, US$, or the code. */
function unambiguousDollar(currency: string): string {
  const symbol = new Intl.NumberFormat("en", { style: "currency", currency })
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value;
  if (symbol === "$") return "US$";
  return symbol?.endsWith("$") ? symbol : currency;
}

/** Formatters for `currency` (ISO 4217) on a page in `tag` (e.g. intlTag(locale)). */
export function moneyFormat(tag: string, currency: string): MoneyFormat {
  const market = moneyTag(tag, currency);
  const multiCountryPage = /^\d+$/.test(new Intl.Locale(tag).region ?? "");
  const amount = new Intl.NumberFormat(market, {
    style: "currency",
    currency,
    useGrouping: "always",
    trailingZeroDisplay: "stripIfInteger",
  });
  const percent = new Intl.NumberFormat(market, { style: "percent", maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(market, { useGrouping: "always" });
  // Worked out once per page, not per amount: a page formats dozens.
  const dollar = multiCountryPage ? unambiguousDollar(currency) : "$";
  const sign = (part: Intl.NumberFormatPart) =>
    part.type === "currency" && part.value === "$" ? dollar : part.value;
  return {
    amount: (value) =>
      amount
        .formatToParts(value)
        .map(sign)
        .join("")
        // An ISO code standing in for "$" is a word: keep it off the digits ("COP 1.600").
        .replace(/([A-Z]{3})(\d)/, "$1\u00a0$2"),
    // Divide in the formatter's own arithmetic: 12.5 / 100 is exact enough at two decimals.
    percent: (value) => percent.format(value / 100),
    count: (value) => count.format(value),
    symbol: sign(
      amount.formatToParts(0).find((part) => part.type === "currency") ?? {
        type: "currency",
        value: currency,
      },
    ),
    tag: market,
  };
}
