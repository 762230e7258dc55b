import type { TeamContent } from "./content.ts";
import { SectionLandmark } from "#src/components/layout/Section.tsx";
import { headingIdFor } from "#src/components/layout/SectionHeader.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

export interface TeamProps {
  /** Undefined while facts.yaml lists no founder: then nothing renders, heading included. */
  content: TeamContent | undefined;
}

/**
 * The people behind the service (decision 062), as they agreed to be shown: name, role, photo and
 * profile, never invented. A photo is drawn in a fixed 64 px circle, so its box is reserved before
 * it loads whatever its size; names keep their own direction on a right-to-left page.
 */
export function Team({ content }: TeamProps) {
  if (!content) return null;
  return (
    <SectionLandmark id={content.id} className="pb-14 sm:pb-24">
      <div className="page-container">
        <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{content.eyebrow}</p>
          <h2
            id={headingIdFor(content.id)}
            className="mt-3 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
          >
            {content.heading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.founders.map((founder) => (
              <li key={founder.id} className="flex items-center gap-4">
                {founder.photo && (
                  <img
                    src={founder.photo}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-16 shrink-0 rounded-full bg-surface object-cover"
                  />
                )}
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink">
                    <bdi>
                      {founder.profileUrl ? (
                        <ExternalLink
                          href={founder.profileUrl}
                          aria-label={founder.profileLabel}
                          className="underline decoration-line underline-offset-4 hover:decoration-brand-700"
                        >
                          {founder.name}
                        </ExternalLink>
                      ) : (
                        founder.name
                      )}
                    </bdi>
                  </h3>
                  <p className="text-sm text-muted">
                    <bdi>{founder.role}</bdi>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SectionLandmark>
  );
}
