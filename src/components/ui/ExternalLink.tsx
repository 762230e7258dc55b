import type { ComponentProps } from "react";

export interface ExternalLinkProps extends Omit<ComponentProps<"a">, "target" | "rel"> {
  href: string;
  /** Visually hidden note that the link opens a new tab, e.g. "(opens in a new tab)"; "" for none. */
  newTabHint: string;
}

/**
 * A link that leaves the site: new tab, and `rel="noopener noreferrer"` so the opened page gets
 * neither a handle on this window nor our URL. Screen readers hear that a new tab opens.
 */
export function ExternalLink({ children, newTabHint, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {newTabHint && <span className="sr-only">{` ${newTabHint}`}</span>}
    </a>
  );
}
