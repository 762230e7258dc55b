import { cn } from "#src/lib/utils.ts";
import { LogoMark } from "./LogoMark.tsx";

export interface BrandProps {
  name: string;
  className?: string;
}

/** Logo mark and brand name, as shown in the top bar and the footer. */
export function Brand({ name, className }: BrandProps) {
  return (
    <span
      className={cn("inline-flex items-center gap-2.5 text-lg font-bold tracking-tight text-ink", className)}
    >
      <LogoMark className="size-8 shrink-0" />
      {/* Isolated (dir): a Latin name keeps its own order in a right-to-left line. */}
      <span dir="auto">{name}</span>
    </span>
  );
}
