import { cn } from "#src/lib/utils.ts";

/** The opening of a section: its fragment id, eyebrow, heading and intro. */
export interface SectionIntro {
  /** Fragment id of the section, the target of the section links. */
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
}

/** id of a section's h2, which labels the section landmark. */
export const headingIdFor = (sectionId: string) => `${sectionId}-heading`;

export interface SectionHeaderProps {
  content: SectionIntro;
  align?: "center" | "start";
  tone?: "light" | "dark";
  className?: string;
}

/** Eyebrow, h2 and intro paragraph: the opening of every marketing section. */
export function SectionHeader({ content, align = "center", tone = "light", className }: SectionHeaderProps) {
  const dark = tone === "dark";
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-xl", className)}>
      <p
        className={cn(
          "text-sm font-semibold tracking-wide uppercase",
          dark ? "text-brand-300" : "text-brand-700",
        )}
      >
        {content.eyebrow}
      </p>
      <h2
        id={headingIdFor(content.id)}
        className={cn(
          "mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          dark ? "text-white" : "text-ink",
        )}
      >
        {content.heading}
      </h2>
      <p className={cn("mt-4 text-lg text-pretty", dark ? "text-night-soft" : "text-muted")}>
        {content.intro}
      </p>
    </div>
  );
}
