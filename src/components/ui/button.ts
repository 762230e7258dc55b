import { cn } from "./cn.ts";

export type ButtonVariant = "primary" | "secondary" | "inverse";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-150";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-800",
  secondary: "bg-white text-ink shadow-sm ring-1 ring-line hover:bg-surface hover:ring-brand-200",
  inverse: "bg-brand-300 text-night shadow-sm hover:bg-brand-200",
};

// Both sizes keep a target of at least 40 px high (44 px from `lg`), above WCAG 2.2's 24 px minimum.
const sizes: Record<ButtonSize, string> = {
  md: "min-h-10 px-3.5 text-sm sm:min-h-11 sm:px-5",
  lg: "min-h-12 px-6 text-base",
};

/** Classes for a link that looks like a button (every call to action on the site is a link). */
export const buttonClasses = (
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
) => cn(base, variants[variant], sizes[size], className);
