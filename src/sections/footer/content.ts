import { fill, fillAround } from "#src/core/fill.ts";
import { intlTag } from "#src/core/locales.ts";
import { PAGES } from "#src/core/pages.ts";
import { companyBehind } from "#src/content/company.ts";
import type { PageContext } from "#src/sections/page-context.ts";
import { sectionLinks } from "#src/sections/top-bar/content.ts";

const GENERIC_NETWORK = "social media";

const SOCIAL_NETWORKS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, "LinkedIn"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)facebook\.com$/, "Facebook"],
  [/(^|\.)(x|twitter)\.com$/, "X"],
  [/(^|\.)youtube\.com$/, "YouTube"],
  [/(^|\.)tiktok\.com$/, "TikTok"],
];

/** "LinkedIn" for a linkedin.com URL and so on; a generic name for anything else. */
export function socialNetworkName(url: string): string {
  const host = new URL(url).hostname.toLowerCase();
  return SOCIAL_NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? GENERIC_NETWORK;
}

/** Brand, tagline, section links, the social profile, the copyright line and the legal links. */
export function buildFooter(ctx: PageContext) {
  const { config, copy } = ctx;
  const brand = config.brandName;
  const network = socialNetworkName(config.socialUrl);
  const company = companyBehind(config);
  const holder = company.entity ?? brand;
  const year = new Intl.NumberFormat(intlTag(ctx.locale), { useGrouping: false }).format(
    ctx.now.getFullYear(),
  );
  return {
    brandName: brand,
    tagline: copy.footer.tagline,
    /** Accessible name of the footer's navigation landmark. */
    navLabel: copy.footer.navLabel,
    /** Section links, repeated from the top bar (which hides them on phones). */
    links: sectionLinks(ctx),
    social: {
      label: fill(network === GENERIC_NETWORK ? copy.footer.socialGeneric : copy.footer.social, {
        brand,
        network,
      }),
      href: config.socialUrl,
    },
    copyright: fill(copy.footer.copyright, { holder, year }),
    /** Accessible name of the legal links' navigation landmark. */
    legalNavLabel: copy.footer.legalNavLabel,
    privacy: { label: copy.footer.privacy, href: ctx.pageUrl(PAGES.privacy) },
    /**
     * The company behind the site, when one is configured: the sentence around its name, its
     * registered address and its registration number (the component isolates each value).
     */
    company: company.entity
      ? {
          sentence: fillAround(copy.footer.company, "entity", { brand }),
          entity: company.entity,
          address: company.address ? { label: copy.footer.addressLabel, text: company.address } : undefined,
          number: config.companyNumber
            ? { ...fillAround(copy.footer.companyNumber, "number"), value: config.companyNumber }
            : undefined,
        }
      : undefined,
    /** Imprint / legal notice, when PUBLIC_IMPRINT_URL is set. */
    imprint: config.imprintUrl ? { label: copy.footer.imprint, href: config.imprintUrl } : undefined,
  };
}

export type FooterContent = ReturnType<typeof buildFooter>;
