import { z } from "zod";
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";

/*
 * The shapes of the public settings' values (URLs, texts, e-mail addresses, numbers, currencies,
 * WhatsApp numbers), shared by the settings read once (public-env.ts) and those each locale may
 * have of its own (per-locale.ts).
 */

export const httpsOrLocalUrl = () =>
  z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, for example https://example.com" })
    .transform((value) => value.replace(/\/+$/, ""));

/** Free text of at most `max` characters (company names, addresses). */
export const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

export const email = () => z.email({ error: "must be an email address, for example privacy@example.com" });

/**
 * A comma-separated list of locales with catalogues, which must include the default one; any case
 * and order, duplicates dropped, returned in the site's own order.
 */
export const localeList = () =>
  z.string().transform((value, ctx): Locale[] => {
    const listed = value.split(",").map((part) => part.trim().toLowerCase());
    const unknown = listed.filter((locale) => !isLocale(locale));
    const problem =
      unknown.length > 0
        ? `lists ${unknown.map((locale) => `"${locale}"`).join(", ")}; the site has catalogues for ${SUPPORTED_LOCALES.join(", ")}`
        : !listed.includes(DEFAULT_LOCALE)
          ? `must include "${DEFAULT_LOCALE}", the language of the pages at /`
          : undefined;
    if (problem === undefined) return SUPPORTED_LOCALES.filter((locale) => listed.includes(locale));
    ctx.issues.push({ code: "custom", message: problem, input: value });
    return z.NEVER;
  });

/** A plain decimal number such as "15" or "12.5": digits, at most one dot, no thousands separators. */
export const decimal = () =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, "must be a number such as 15 or 12.5 (a dot for decimals, no other signs)")
    .transform(Number);

/** An ISO 4217 currency code that Intl can format, in any case ("eur" → "EUR"). */
export const currencyCode = () =>
  z
    .string()
    .transform((value) => value.toUpperCase())
    .refine((code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code), {
      error: "must be an ISO 4217 currency code such as EUR, USD or BRL",
    });

/** A WhatsApp number in international format; a leading "+" is dropped. */
export const whatsappNumber = () =>
  z
    .string()
    .transform((value) => value.replace(/^\+/, ""))
    .pipe(
      z.string().regex(/^[1-9]\d{6,14}$/, "must be 7 to 15 digits in international format, e.g. 15555550123"),
    );

export const greeting = () => z.string().max(500, "must be at most 500 characters");
