import type { ComponentProps } from "react";
import { cn } from "#src/lib/utils.ts";

/** `brand` on white cards, `neutral` behind a mark in its own colours, `night` on the dark pricing panel, `soft` in the chat mock-up. */
export type IconTileTone = "brand" | "neutral" | "night" | "soft";
/** The tile's side in Tailwind units: 12 (48 px) beside a card's text, smaller in denser places. */
export type IconTileSize = 10 | 11 | 12;

const tones: Record<IconTileTone, string> = {
  brand: "bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700 ring-brand-200",
  neutral: "bg-surface ring-line",
  night: "bg-brand-300/15 text-brand-300 ring-brand-300/25",
  soft: "bg-brand-50 text-brand-700 ring-brand-100",
};

const sizes: Record<IconTileSize, string> = { 10: "size-10", 11: "size-11", 12: "size-12" };

export type IconTileProps = ComponentProps<"span"> & { tone?: IconTileTone; size?: IconTileSize };

/** A rounded square that holds one icon or mark, centred; the icon is the caller's child. */
export function IconTile({ tone = "brand", size = 12, className, ...props }: IconTileProps) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-xl ring-1",
        sizes[size],
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
