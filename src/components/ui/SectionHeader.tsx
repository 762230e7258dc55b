import { cn } from "./cn.ts";

export interface SectionHeaderProps {
  /** id of the h2, referenced by the section's aria-labelledby. */
  headingId: string;
  eyebrow: string;
  heading: string;
  intro: string;
  align?: "center" | "start";
  tone?: "light" | "dark";
  className?: string;
}

/** Eyebrow, h2 and intro paragraph: the opening of every marketing section. */
export function SectionHeader({
  headingId,
  eyebrow,
  heading,
  intro,
  align = "center",
  tone = "light",
  className,
}: SectionHeaderProps) {
  const dark = tone === "dark";
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-xl", className)}>
      <p
        className={cn(
          "text-sm font-semibold tracking-wide uppercase",
          dark ? "text-brand-300" : "text-brand-700",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={headingId}
        className={cn(
          "mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          dark ? "text-white" : "text-ink",
        )}
      >
        {heading}
      </h2>
      <p className={cn("mt-4 text-lg text-pretty", dark ? "text-night-soft" : "text-muted")}>{intro}</p>
    </div>
  );
}
