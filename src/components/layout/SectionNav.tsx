import type { LinkContent } from "#src/lib/urls.ts";

export interface SectionNavProps {
  /** The landmark's accessible name. */
  label: string;
  links: LinkContent[];
  /** Prepended to the section anchors: "" on the home page, "/" on other pages. */
  sectionBase: string;
  className?: string;
  listClassName?: string;
  linkClassName: string;
}

/**
 * The section links as a navigation landmark, one list item each. The top bar, its phone menu and
 * the footer show the same links, styled their own way.
 */
export function SectionNav({
  label,
  links,
  sectionBase,
  className,
  listClassName,
  linkClassName,
}: SectionNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={`${sectionBase}${link.href}`} className={linkClassName}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
