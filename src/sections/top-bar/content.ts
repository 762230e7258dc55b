import { LIST_IDS } from "#src/content/copy/landing-schema.ts";
import type { PageContext } from "#src/sections/page-context.ts";

/** The section links of the top bar, its menu and the footer (copy `nav`, in page order). */
export const sectionLinks = ({ copy }: PageContext) =>
  LIST_IDS.nav.map((id) => ({ label: copy.nav[id], href: `#${id}` }));

/** The sticky top bar: brand, section links (a menu below 1024 px) and 'Book a demo'. */
export const buildTopBar = (ctx: PageContext) => ({
  brandName: ctx.config.brandName,
  /** Accessible name of the navigation landmark. */
  navLabel: ctx.copy.topBar.navLabel,
  links: sectionLinks(ctx),
  /** Accessible name of the menu button that opens the section links below 1024 px. */
  menuLabel: ctx.copy.topBar.menuLabel,
  bookDemo: ctx.bookDemo,
  /** Its label in the bar of a 360-419 px phone. */
  bookDemoShort: ctx.copy.topBar.bookDemoShort,
});

export type TopBarContent = ReturnType<typeof buildTopBar>;
