import type { z } from "zod";
import { setting, type Setting } from "./env.ts";
import { currencyCode, greeting, httpsOrLocalUrl, whatsappNumber } from "./public-values.ts";
import { DEFAULT_LOCALE, LOCALE_INFO, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";

/** Every locale but the default one: those whose pages may have their own contact points. */
export type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export const OTHER_LOCALES = SUPPORTED_LOCALES.filter(
  (locale): locale is OtherLocale => locale !== DEFAULT_LOCALE,
);

/** The suffix of a locale's own variables: "pt-br" → "PT_BR" (PUBLIC_BOOKING_URL_PT_BR). */
export const localeVariableSuffix = (locale: string): string => locale.toUpperCase().replace(/-/g, "_");

/** A per-locale setting's shape: its schema and how the docs describe and exemplify it per locale. */
interface PerLocaleSpec {
  variable: string;
  schema: () => z.ZodType;
  description: (locale: OtherLocale) => string;
  example: (locale: OtherLocale) => string;
  /** What a locale without its own value uses. */
  defaultNote: string;
}

/** The example of a locale's own variable: its own when listed, else a generic one. */
const localeExample = (examples: Partial<Record<string, string>>, generic: string) => (locale: OtherLocale) =>
  examples[locale] ?? generic;

/**
 * The settings each locale may have of its own (decision 058), the one list of them: every locale
 * of the registry but the default gets `<variable>_<LOCALE>` for each (PUBLIC_BOOKING_URL_PT_BR…),
 * and a locale added to the registry gets its variables with no change here.
 */
const PER_LOCALE = {
  bookingUrl: {
    variable: "PUBLIC_BOOKING_URL",
    schema: httpsOrLocalUrl,
    description: (locale) => `Scheduling page of the /${locale}/ pages, e.g. in that language`,
    example: (locale) => `https://cal.com/acme/demo-${locale}`,
    defaultNote: "unset: `PUBLIC_BOOKING_URL`",
  },
  whatsappNumber: {
    variable: "PUBLIC_WHATSAPP_NUMBER",
    schema: whatsappNumber,
    description: (locale) => `WhatsApp number of the /${locale}/ pages, international format`,
    example: localeExample({ es: "5215512345678", "pt-br": "5511912345678" }, "447700900123"),
    defaultNote: "unset: `PUBLIC_WHATSAPP_NUMBER`",
  },
  whatsappGreeting: {
    variable: "PUBLIC_WHATSAPP_GREETING",
    schema: greeting,
    description: (locale) =>
      `Text prefilled in the WhatsApp chat from the /${locale}/ pages, in that language`,
    example: localeExample(
      { es: "¡Hola! Quiero ver una demo.", "pt-br": "Olá! Quero agendar uma demonstração." },
      "Hello! I'd like a demo.",
    ),
    defaultNote: "unset: the greeting of the language's copy file",
  },
  currency: {
    variable: "PUBLIC_CURRENCY",
    schema: currencyCode,
    description: (locale) => `Currency of the prices on the /${locale}/ pages (ISO 4217)`,
    example: localeExample({ es: "COP", "pt-br": "BRL" }, "USD"),
    defaultNote: "unset: `PUBLIC_CURRENCY`, else the market's currency in the locale registry",
  },
} satisfies Record<string, PerLocaleSpec>;

/** A setting a locale may have of its own. */
export type PerLocaleField = keyof typeof PER_LOCALE;

export type PerLocaleSettings = {
  [F in PerLocaleField as `${F}.${OtherLocale}`]: Setting<
    z.ZodOptional<ReturnType<(typeof PER_LOCALE)[F]["schema"]>>
  >;
};

/** Every locale's own settings, keyed "<field>.<locale>". */
export function perLocaleSettings(): PerLocaleSettings {
  return Object.fromEntries(
    Object.entries(PER_LOCALE).flatMap(([field, spec]: [string, PerLocaleSpec]) =>
      OTHER_LOCALES.map((locale) => [
        `${field}.${locale}`,
        setting(`${spec.variable}_${localeVariableSuffix(locale)}`, spec.schema().optional(), {
          description: spec.description(locale),
          example: spec.example(locale),
          defaultNote: spec.defaultNote,
        }),
      ]),
    ),
  ) as PerLocaleSettings;
}

/**
 * The configuration a locale's settings are read from: the defaults and each locale's own values
 * (public-env.ts's PublicConfig has this shape).
 */
export type LocaleSettingsSource = {
  bookingUrl: string;
  whatsappNumber: string;
  whatsappGreeting?: string | undefined;
  currency?: string | undefined;
  locales: readonly Locale[];
} & { [K in `${PerLocaleField}.${OtherLocale}`]?: string | undefined };

/** What one locale's pages link to, greet with and price in. */
export interface LocaleSettings {
  bookingUrl: string;
  whatsappNumber: string;
  /** Undefined without a setting of its own: the language's copy file greets. */
  whatsappGreeting: string | undefined;
  currency: string;
}

/**
 * A locale's contact points, greeting and currency: its own variables (PUBLIC_BOOKING_URL_PT_BR…),
 * each falling back to the default's; the currency then to the market's in the registry.
 */
export function localeSettings(c: LocaleSettingsSource, locale: Locale): LocaleSettings {
  const own = <F extends PerLocaleField>(field: F) =>
    locale === DEFAULT_LOCALE ? undefined : c[`${field}.${locale as OtherLocale}`];
  return {
    bookingUrl: own("bookingUrl") ?? c.bookingUrl,
    whatsappNumber: own("whatsappNumber") ?? c.whatsappNumber,
    whatsappGreeting: own("whatsappGreeting") ?? c.whatsappGreeting,
    currency: own("currency") ?? c.currency ?? LOCALE_INFO[locale].currency,
  };
}

/**
 * The languages that price in another market's currency than their own, because PUBLIC_CURRENCY
 * applies to them and they have no PUBLIC_CURRENCY_<LOCALE>: the build warns with these (decision 092).
 */
export function foreignCurrencies(c: LocaleSettingsSource): string[] {
  return c.locales.flatMap((locale) => {
    if (locale === DEFAULT_LOCALE) return [];
    const { currency } = localeSettings(c, locale);
    const market = LOCALE_INFO[locale].currency;
    if (currency === market || c[`currency.${locale}`] !== undefined) return [];
    return [
      `/${locale}/ prices in ${currency} (PUBLIC_CURRENCY), not its market's ${market}: set PUBLIC_CURRENCY_${localeVariableSuffix(locale)}=${market}, or to ${currency} if that is meant`,
    ];
  });
}
