import { Menu, X } from "lucide-react";
import type { TopBarContent } from "./content.ts";
import { LanguageNav, type LanguageSwitcherProps } from "#src/components/layout/LanguageSwitcher.tsx";
import { SectionNav } from "#src/components/layout/SectionNav.tsx";

export interface SectionMenuProps {
  content: Pick<TopBarContent, "links" | "menuLabel" | "navLabel">;
  /** Prepended to the section anchors: "" on the home page, "/" on other pages. */
  sectionBase: string;
  /** Listed in the panel below 640 px, where the top bar has no room for the globe menu. */
  languages?: LanguageSwitcherProps;
}

/**
 * The top bar's menu below 1024 px: a native disclosure, so it opens and its links work without
 * JavaScript. SectionMenuScript.astro only adds the niceties (closing on a followed link, Escape
 * and a click outside). The panel spans the bar's width: `<header>` is its containing block.
 */
export function SectionMenu({ content, sectionBase, languages }: SectionMenuProps) {
  return (
    <details data-menu="" className="group lg:hidden">
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink-soft hover:bg-surface hover:text-ink [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
        <span className="sr-only">{content.menuLabel}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-line bg-white shadow-lift">
        <SectionNav
          label={content.navLabel}
          links={content.links}
          sectionBase={sectionBase}
          className="page-container py-2"
          linkClassName="flex min-h-11 items-center rounded-lg px-3 font-medium text-ink-soft hover:bg-surface hover:text-ink"
        />
        {languages && (
          <LanguageNav
            {...languages}
            landmark={false}
            className="page-container border-t border-line py-2 sm:hidden"
          />
        )}
      </div>
    </details>
  );
}
