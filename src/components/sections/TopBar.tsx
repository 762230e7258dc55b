import type { TopBarCopy } from "@/content/landing.ts";
import { Brand } from "../brand/Brand.tsx";
import { buttonClasses } from "../ui/button.ts";
import { ExternalLink } from "../ui/ExternalLink.tsx";

export interface TopBarProps {
  content: TopBarCopy;
  newTabHint: string;
  /** Where the brand link goes: `#top` on the home page (smooth scroll, pure CSS), `/` elsewhere. */
  brandHref: string;
  /** Prepended to the section anchors: "" on the home page, "/" on other pages. */
  sectionBase: string;
}

/** Sticky top bar: brand, section links on wide screens, and 'Book a demo'. Fits 320 px. */
export function TopBar({ content, newTabHint, brandHref, sectionBase }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-white/95">
      <div className="page-container flex h-16 items-center justify-between gap-2">
        <a href={brandHref} className="-mx-1 inline-flex min-h-11 items-center rounded-lg px-1">
          <Brand name={content.brandName} />
        </a>
        <nav aria-label={content.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {content.links.map((link) => (
              <li key={link.href}>
                <a
                  href={`${sectionBase}${link.href}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap text-ink-soft transition-colors hover:bg-surface hover:text-ink"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ExternalLink
          href={content.bookDemo.href}
          newTabHint={newTabHint}
          className={buttonClasses("primary", "md")}
        >
          {content.bookDemo.label}
        </ExternalLink>
      </div>
    </header>
  );
}
