import { ArrowUpRight } from "lucide-react";
import type { FooterContent } from "./content.ts";
import { Brand } from "#src/components/brand/Brand.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";
import { LanguageNav, type LanguageSwitcherProps } from "#src/components/layout/LanguageSwitcher.tsx";
import { SectionNav } from "#src/components/layout/SectionNav.tsx";

export interface FooterProps {
  content: FooterContent;
  /** Prepended to the section anchors: "" on the home page, "/" on other pages. */
  sectionBase: string;
  /** The language links; absent when the site is built in one language. */
  languages?: LanguageSwitcherProps;
}

const legalLinkClass =
  "inline-flex min-h-11 items-center text-sm text-muted underline underline-offset-4 hover:text-ink";

/**
 * Who runs the site: "{brand} is a service of {entity}.", the registered address and the company
 * number. Each configured value is its own <bdi>, so a Latin name or address keeps its order inside
 * a right-to-left sentence ("1 Example Street", never "Example Street 1").
 */
function CompanyLine({ company }: { company: NonNullable<FooterContent["company"]> }) {
  return (
    <p className="mt-10 text-sm/relaxed text-muted">
      {company.sentence.before}
      <bdi>{company.entity}</bdi>
      {company.sentence.after}
      {company.address && (
        <>
          {" "}
          <span className="whitespace-nowrap">{company.address.label}:</span>{" "}
          <bdi>{company.address.text}</bdi>.
        </>
      )}
      {company.number && (
        <>
          {" "}
          {company.number.before}
          <bdi>{company.number.value}</bdi>
          {company.number.after}.
        </>
      )}
    </p>
  );
}

/** Brand, tagline, section links, the company behind the site, the copyright line and the legal links. */
export function Footer({ content, sectionBase, languages }: FooterProps) {
  return (
    // data-chat-aside: the floating chat button stays aside here, as over the contact section, so
    // the footer's links need no room kept for it. On phones the footer renders lazily like the
    // sections above it (on screen at load, as on the 404 page, it renders with the first paint
    // like any element near the viewport).
    <footer data-chat-aside="" className="border-t border-line bg-white pt-12 pb-12 render-lazily sm:pb-16">
      <div className="page-container">
        {/* Side by side from 1024 px: at 768 the links' three columns squeezed beside the brand wrapped. */}
        <div className="flex flex-col gap-8 lg:flex-row lg:items-start lg:justify-between">
          <div className="max-w-sm">
            <Brand name={content.brandName} />
            <p className="mt-3 text-[0.9375rem]/relaxed text-muted">{content.tagline}</p>
            {/* A column on phones (three names do not fit one row there), a row from 640 px: never a ragged wrap. */}
            {languages && (
              <LanguageNav {...languages} className="mt-4" listClassName="flex flex-col sm:flex-row" />
            )}
          </div>
          {/* A grid, so the links stand in columns however their labels' lengths differ (decision 063). */}
          <SectionNav
            label={content.navLabel}
            links={content.links}
            sectionBase={sectionBase}
            listClassName="grid grid-cols-2 gap-x-8 sm:grid-cols-3"
            linkClassName="inline-flex min-h-11 items-center rounded-lg text-sm font-medium whitespace-nowrap text-ink-soft hover:text-ink"
          />
        </div>
        {/*
          One wrapping row: the copyright takes a line of its own only when it does not fit beside the
          others, and wraps only where it alone is wider than the screen.
        */}
        {content.company && <CompanyLine company={content.company} />}
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-line pt-6">
          <p className="text-sm text-muted">{content.copyright}</p>
          <nav aria-label={content.legalNavLabel}>
            <ul className="flex gap-5">
              <li>
                <a href={content.privacy.href} className={legalLinkClass}>
                  {content.privacy.label}
                </a>
              </li>
              {content.imprint && (
                <li>
                  <ExternalLink href={content.imprint.href} className={legalLinkClass}>
                    {content.imprint.label}
                  </ExternalLink>
                </li>
              )}
            </ul>
          </nav>
          <ExternalLink
            href={content.social.href}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 underline-offset-4 hover:underline sm:ms-auto"
          >
            {content.social.label}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </ExternalLink>
        </div>
      </div>
    </footer>
  );
}
