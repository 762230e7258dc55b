import { LOCALE_INFO } from "#src/core/locales.ts";
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

/** Every page's frame: the head's words, the top bar, the footer and the floating chat button. */
export const buildLayout = (ctx: PageContext) => ({
  meta: buildMeta(ctx),
  /** Text shared by several components: the skip link, the new-tab hint, the language menu's name. */
  ui: { ...ctx.copy.ui },
  topBar: buildTopBar(ctx),
  footer: buildFooter(ctx),
  floatingChat: buildFloatingChat(ctx),
});

export type LayoutContent = ReturnType<typeof buildLayout>;
