import type { ComponentProps } from "react";
import { cn } from "#src/lib/utils.ts";

/**
 * What every text control shares: a hairline border dark enough for WCAG's 3:1 for controls,
 * the page's one focus ring (global.css), and a red border when the control is `aria-invalid`.
 */
export const controlClass =
  "block w-full rounded-lg border border-input bg-white px-3 text-base text-ink shadow-xs transition-colors placeholder:text-placeholder hover:border-muted focus-visible:border-brand-700 aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60";

/** A one-line text input, 44 px tall. `type` defaults to "text" (explicit, for autocomplete checkers). */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClass, "h-11", className)} {...props} />;
}
