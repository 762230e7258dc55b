import type { ComponentProps } from "react";

/** Id of the page's one hidden "Opens in a new tab" note (NewTabHint, rendered by the layout). */
export const NEW_TAB_HINT_ID = "new-tab-hint";

export interface ExternalLinkProps extends Omit<ComponentProps<"a">, "target" | "rel"> {
  href: string;
  /** False when a script turns the link into something else (the booking overlay's dialog). */
  describeNewTab?: boolean;
}

/**
 * A link that leaves the site: new tab, and `rel="noopener noreferrer"` so the opened page gets
 * neither a handle on this window nor our URL. Screen readers hear "Opens in a new tab" as the
 * link's description, so its accessible name stays exactly its visible text.
 */
export function ExternalLink({ children, describeNewTab = true, ...props }: ExternalLinkProps) {
  return (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describeNewTab ? NEW_TAB_HINT_ID : undefined}
    >
      {children}
    </a>
  );
}

/** The text every ExternalLink points to. Hidden: it is read as a description, never shown. */
export function NewTabHint({ text }: { text: string }) {
  return (
    <span id={NEW_TAB_HINT_ID} hidden>
      {text}
    </span>
  );
}
