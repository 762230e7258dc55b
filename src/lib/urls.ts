import type { PublicConfig } from "#src/core/settings/public-env.ts";

/** A link as the copy gives it: a label and where it goes (a page, an anchor, another site). */
export interface LinkContent {
  label: string;
  href: string;
}

/** `https://wa.me/<number>?text=<greeting>`: opens a WhatsApp chat with the greeting prefilled. */
export const whatsappUrl = (c: { whatsappNumber: string; whatsappGreeting: string }): string =>
  `https://wa.me/${c.whatsappNumber}?text=${encodeURIComponent(c.whatsappGreeting)}`;

/** Absolute URL of a path on this site, e.g. the canonical URL of `/`. */
export const absoluteUrl = (c: Pick<PublicConfig, "siteUrl">, path: string): string =>
  new URL(path, `${c.siteUrl}/`).href;
