import type { ReactNode } from "react";
import { cn } from "#src/lib/utils.ts";
import { headingIdFor, SectionHeader, type SectionIntro } from "./SectionHeader.tsx";

export interface SectionLandmarkProps {
  id: string;
  /** Spacing, background and layout of this section. */
  className: string;
  children: ReactNode;
}

/**
 * A below-the-fold section: a landmark labelled by its h2 (which SectionHeader renders), rendered
 * lazily on phones (`render-lazily`, painted after parsing by RenderSectionsAfterParse.astro).
 */
export function SectionLandmark({ id, className, children }: SectionLandmarkProps) {
  return (
    <section id={id} aria-labelledby={headingIdFor(id)} className={cn("render-lazily", className)}>
      {children}
    </section>
  );
}

export interface SectionProps {
  content: SectionIntro;
  /** Vertical spacing and background of this section. */
  className: string;
  children: ReactNode;
}

/** A centred below-the-fold section: its header, then its own content. */
export function Section({ content, className, children }: SectionProps) {
  return (
    <SectionLandmark id={content.id} className={className}>
      <div className="page-container">
        <SectionHeader content={content} />
        {children}
      </div>
    </SectionLandmark>
  );
}
