import { Check, Globe } from "lucide-react";
import { cn } from "#src/lib/utils.ts";

/** One language the page exists in. */
export interface LanguageOption {
  /** BCP 47 tag, for `lang` and `hreflang`. */
  tag: string;
  /** The language's name in itself ("Español"). */
  name: string;
  /** Short form shown in the top bar ("ES"). */
  short: string;
  /** This page in that language. */
  href: string;
  current: boolean;
}

export interface LanguageSwitcherProps {
  /** Accessible name: "Language" in the page's language. */
  label: string;
  options: LanguageOption[];
}

/**
 * Plain links to this page in the other languages: no script, no cookie, no guessing from the
 * browser. Each name is written in its own language (and marked with `lang`) so people find theirs.
 */
function LanguageLinks({ options, className }: { options: LanguageOption[]; className?: string }) {
  return (
    <ul className={className}>
      {options.map((option) => (
        <li key={option.tag}>
          <a
            href={option.href}
            hrefLang={option.tag}
            lang={option.tag}
            aria-current={option.current ? "page" : undefined}
            className="inline-flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-ink-soft hover:bg-surface hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink"
          >
            {option.name}
            {option.current && <Check aria-hidden="true" className="size-4 text-brand-700" />}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The top bar's switcher: a native disclosure (`<details>`), so it opens with a click, Enter or
 * Space without any JavaScript, and takes one icon's width on a phone.
 */
export function LanguageMenu({ label, options, className }: LanguageSwitcherProps & { className?: string }) {
  const current = options.find((option) => option.current) ?? options[0];
  if (!current) return null;
  return (
    <details className={cn("relative", className)}>
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold text-ink-soft hover:bg-surface hover:text-ink [&::-webkit-details-marker]:hidden">
        <Globe aria-hidden="true" className="size-5" />
        <span className="sr-only">{`${label}: ${current.name} `}</span>
        <span>{current.short}</span>
      </summary>
      <LanguageLinks
        options={options}
        className="absolute inset-e-0 z-40 mt-2 min-w-44 rounded-xl bg-white p-1.5 shadow-lift ring-1 ring-line"
      />
    </details>
  );
}

/**
 * The same links in a row: the footer's switcher, a navigation landmark of its own, and the phone
 * menu's (`landmark={false}`: a named group, as a second "Language" landmark would repeat the footer's).
 */
export function LanguageNav({
  label,
  options,
  className,
  landmark = true,
  listClassName = "flex flex-wrap",
}: LanguageSwitcherProps & { className?: string; landmark?: boolean; listClassName?: string }) {
  const Container = landmark ? "nav" : "div";
  return (
    <Container
      role={landmark ? undefined : "group"}
      aria-label={label}
      className={cn("flex items-start gap-1", className)}
    >
      {/* Level with the first row of links, which wrap on phones. */}
      <Globe aria-hidden="true" className="mt-3.5 size-4 shrink-0 text-muted" />
      <LanguageLinks options={options} className={listClassName} />
    </Container>
  );
}
