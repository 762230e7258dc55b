import type { ComponentProps } from "react";
import { cn } from "#src/lib/utils.ts";

/** How a button or a link styled as one looks. */
export type ButtonVariant = "primary" | "secondary" | "inverse" | "ghost" | "ghostInverse";
/** `md` and `lg` for labelled buttons, `icon` for a square icon-only one. */
export type ButtonSize = "md" | "lg" | "icon";

export interface ButtonVariantProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Let a long label wrap (centred) instead of keeping it on one line, for narrow columns. */
  wrap?: boolean;
  className?: string;
}

// Every button is a pill with the page's one focus style (the 3 px ring of :focus-visible in
// global.css); a disabled one fades and stops answering the pointer.
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-700 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-800 disabled:hover:bg-brand-700",
  secondary: "bg-white text-ink shadow-sm ring-1 ring-line hover:bg-surface hover:ring-brand-200",
  inverse: "bg-brand-300 text-night shadow-sm hover:bg-brand-200",
  ghost: "text-ink-soft hover:bg-surface hover:text-ink",
  ghostInverse: "text-white/90 hover:bg-white/15 hover:text-white",
};

// Labelled sizes keep a target of at least 40 px high (44 px from `sm`), above WCAG 2.2's 24 px minimum.
const sizes: Record<ButtonSize, string> = {
  md: "min-h-10 px-3.5 text-sm sm:min-h-11 sm:px-5",
  lg: "min-h-12 px-6 text-base",
  icon: "size-8 shrink-0",
};

/**
 * Classes of a button, for elements that must stay something else: every call to action on the
 * site is a link (`<a className={buttonVariants({ size: "lg" })}>`).
 */
export const buttonVariants = ({
  variant = "primary",
  size = "md",
  wrap = false,
  className,
}: ButtonVariantProps = {}) =>
  cn(
    base,
    variants[variant],
    sizes[size],
    wrap ? "py-2 text-center text-balance" : "whitespace-nowrap",
    className,
  );

export type ButtonProps = ComponentProps<"button"> & ButtonVariantProps;

/** A `<button>`, `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, wrap, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, wrap, className })} {...props} />;
}
