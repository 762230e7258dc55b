import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { SectionHeader } from "./SectionHeader.tsx";

/** The opening every centred marketing section shares: its anchor id, eyebrow, heading and intro. */
export interface SectionIntro {
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
}

export interface SectionProps {
  content: SectionIntro;
  /** Vertical spacing and background of this section. */
  className: string;
  children: ReactNode;
}

/** A below-the-fold section: landmark labelled by its h2, centred header, then its own content. */
export function Section({ content, className, children }: SectionProps) {
  const headingId = `${content.id}-heading`;
  return (
    <section id={content.id} aria-labelledby={headingId} className={cn("render-lazily", className)}>
      <div className="page-container">
        <SectionHeader
          headingId={headingId}
          eyebrow={content.eyebrow}
          heading={content.heading}
          intro={content.intro}
        />
        {children}
      </div>
    </section>
  );
}
