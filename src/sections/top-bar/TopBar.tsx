import { CalendarCheck } from "lucide-react";
import type { TopBarContent } from "./content.ts";
import { Brand } from "#src/components/brand/Brand.tsx";
import { buttonVariants } from "#src/components/ui/button.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";
import { ParsedEnd } from "#src/components/ui/parsed-end.tsx";
import { LanguageMenu, type LanguageSwitcherProps } from "#src/components/layout/LanguageSwitcher.tsx";
import { SectionMenu } from "./SectionMenu.tsx";
import { SectionNav } from "#src/components/layout/SectionNav.tsx";

export interface TopBarProps {
  content: TopBarContent;
  /** Where the brand link goes: `#top` on the home page (smooth scroll, pure CSS), `/` elsewhere. */
  brandHref: string;
  /** Prepended to the section anchors: "" on the home page, "/" on other pages. */
  sectionBase: string;
  /** The language menu; absent when the site is built in one language. */
  languages?: LanguageSwitcherProps;
}

/**
 * Sticky top bar: brand, section links (a menu below 1024 px), languages and 'Book a demo'. Fits
 * 320 px. The brand is the same lockup, mark and name, at every width. 'Book a demo' is
 * a labelled button from 360 px, the commonest phone width, in every language: a bare calendar
 * glyph did not read as the demo. Up to 420 px it takes the locale's short label ('Pide demo'):
 * mark, name, menu and 'Agenda tu demo' do not fit side by side there. Below 360 px not even that
 * fits, and it is a round calendar button whose name is the full label, for screen readers
 * (decisions 063, 087).
 *
 * The bar stays invisible until its last element has been parsed. The browser may paint while the
 * HTML is still arriving or being parsed; a bar painted with 'Book a demo' but not yet the menu
 * after it moved the button when the menu came (a layout shift, seen in Lighthouse runs). Pure CSS,
 * so it works without JavaScript; a browser without :has() just shows the bar at once (decision 045).
 */
export function TopBar({ content, brandHref, sectionBase, languages }: TopBarProps) {
  return (
    // Opaque: a translucent bar let the dark pricing card and headings show through as it scrolled.
    <header className="painted-whole sticky top-0 z-30 border-b border-line/80 bg-white">
      <div className="page-container flex h-16 items-center justify-between gap-2">
        <a href={brandHref} className="-mx-1 inline-flex min-h-11 items-center rounded-lg px-1">
          <Brand name={content.brandName} />
        </a>
        <SectionNav
          label={content.navLabel}
          links={content.links}
          sectionBase={sectionBase}
          className="hidden lg:block"
          listClassName="flex items-center gap-1"
          linkClassName="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-ink-soft transition-colors hover:bg-surface hover:text-ink"
        />
        <div className="flex items-center gap-1">
          {/* Below 640 px the languages move into the menu's panel: no room for the globe here. */}
          {languages && <LanguageMenu {...languages} className="hidden sm:block" />}
          <ExternalLink
            href={content.bookDemo.href}
            data-cta="book_demo"
            className={buttonVariants({
              className:
                "max-[360px]:size-11 max-[360px]:px-0 min-[360px]:max-[420px]:px-2.5 min-[420px]:max-sm:px-3",
            })}
          >
            <CalendarCheck aria-hidden="true" className="size-5 min-[360px]:hidden" />
            {/* One label in the accessible name at every width: the other is display: none. */}
            <span className="max-[360px]:sr-only min-[360px]:max-[420px]:hidden">
              {content.bookDemo.label}
            </span>
            <span className="hidden min-[360px]:max-[420px]:inline">{content.bookDemoShort}</span>
          </ExternalLink>
          <SectionMenu content={content} sectionBase={sectionBase} languages={languages} />
        </div>
      </div>
      <ParsedEnd />
    </header>
  );
}
