import { fill } from "#src/core/fill.ts";
import { LOCALE_INFO, type Locale } from "#src/core/locales.ts";
import { isPublishedSite, standIns } from "#src/core/settings/public-env.ts";
import type { PageContext } from "#src/sections/page-context.ts";
import { buildFloatingChat } from "#src/sections/floating-chat/content.ts";
import { buildFooter } from "#src/sections/footer/content.ts";
import { buildTopBar } from "#src/sections/top-bar/content.ts";

/** What the home page tells search engines and social cards (the tags: BaseLayout, seo.ts). */
export const buildMeta = ({ config, copy, locale, t }: PageContext) => ({
  title: t(copy.meta.title),
  description: t(copy.meta.description),
  siteName: config.brandName,
  /** Open Graph locale, e.g. "en_US". */
  locale: LOCALE_INFO[locale].ogLocale,
  /** Text alternative of the social card image. */
  ogImageAlt: copy.meta.ogImageAlt,
  /** Who the service is for, as told to search engines (JSON-LD `audienceType`). */
  audience: copy.meta.audience,
});

export type MetaContent = ReturnType<typeof buildMeta>;

/**
 * Ribbons a development build shows above the page (decision 092): its links are still stand-ins,
 * or its language is a draft, mostly another language's words (`draftOf`: that language).
 */
function ribbons({ config, copy }: PageContext, draftOf: Locale | undefined): string[] {
  if (isPublishedSite(config.siteUrl)) return [];
  return [
    standIns(config).length > 0 ? copy.ui.previewRibbon : undefined,
    draftOf && fill(copy.ui.draftLanguage, { language: LOCALE_INFO[draftOf].name }),
  ].filter((ribbon): ribbon is string => Boolean(ribbon));
}

/**
 * Every page's frame: the head's words, the top bar, the footer and the floating chat button.
 * `draftOf` names the language this one's texts mostly still are (untranslated.ts), if any.
 */
export const buildLayout = (ctx: PageContext, draftOf?: Locale) => ({
  ribbons: ribbons(ctx, draftOf),
  meta: buildMeta(ctx),
  /** Text shared by several components: the skip link, the new-tab hint, the language menu's name. */
  ui: {
    skipLink: ctx.copy.ui.skipLink,
    newTabHint: ctx.copy.ui.newTabHint,
    languageLabel: ctx.copy.ui.languageLabel,
  },
  topBar: buildTopBar(ctx),
  footer: buildFooter(ctx),
  floatingChat: buildFloatingChat(ctx),
});

export type LayoutContent = ReturnType<typeof buildLayout>;
