import type { ComponentProps } from "react";
import { cn } from "#src/lib/utils.ts";

/**
 * A native checkbox in the brand colour, 20 px with the label as a larger click target. The page's
 * focus ring comes from :focus-visible in global.css.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer rounded accent-brand-700 disabled:cursor-not-allowed",
        className,
      )}
      {...props}
    />
  );
}
