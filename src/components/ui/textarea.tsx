import type { ComponentProps } from "react";
import { cn } from "#src/lib/utils.ts";
import { controlClass } from "./input.tsx";

/** A multi-line text input that grows vertically, never shorter than a one-line input. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "min-h-11 resize-y py-2.5", className)} {...props} />;
}
