import { createElement, type ComponentProps } from "react";
import { cn } from "#src/lib/utils.ts";

/** The elements a card is written as: a box, an item of a list of cards, a figure, a disclosure. */
type CardElement = "div" | "li" | "figure" | "details";

/** `plain`: the white card of the sections and the form. `tint`: the brand-tinted note beside them. */
export type CardTone = "plain" | "tint";

const tones: Record<CardTone, string> = {
  plain: "bg-white shadow-card ring-line",
  tint: "bg-brand-50 ring-brand-100",
};

export type CardProps<T extends CardElement> = ComponentProps<T> & { as?: T; tone?: CardTone };

/**
 * The page's card surface: rounded, with a hairline ring drawn outside the layout. Padding and
 * layout are the caller's (`className`), as they differ from card to card.
 */
export function Card<T extends CardElement = "div">({
  as,
  tone = "plain",
  className,
  ...props
}: CardProps<T>) {
  // createElement, not JSX: TypeScript cannot check JSX against a tag chosen at run time.
  return createElement(as ?? "div", {
    className: cn("rounded-2xl ring-1", tones[tone], className),
    ...props,
  });
}
