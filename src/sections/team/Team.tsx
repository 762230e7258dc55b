import type { TeamContent } from "./content.ts";
import { SectionLandmark } from "#src/components/layout/Section.tsx";
import { headingIdFor } from "#src/components/layout/SectionHeader.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

export interface TeamProps {
  /** Undefined unless PUBLIC_LEGAL_ENTITY or PUBLIC_FOUNDERS is set: then nothing renders. */
  content: TeamContent | undefined;
}

/**
 * Who is behind the site (decision 062): the founders as configured (name, role, photo, profile)
 * and the company with its registered address. Never invented: with nothing configured there is
 * no section, heading included. Photos carry their size, so their box is reserved before they load.
 */
export function Team({ content }: TeamProps) {
  if (!content) return null;
  const { founders } = content;
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
          {founders.length > 0 && (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {founders.map((founder) => (
                <li key={founder.name} className="flex items-center gap-4">
                  {founder.photo && (
                    <img
                      src={founder.photo}
                      width={founder.width}
                      height={founder.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-16 shrink-0 rounded-full bg-surface object-cover"
                    />
                  )}
                  <div className="min-w-0">
                    <h3 className="font-semibold text-ink">
                      {founder.url ? (
                        <ExternalLink
                          href={founder.url}
                          aria-label={founder.profileLabel}
                          className="underline decoration-line underline-offset-4 hover:decoration-brand-700"
                        >
                          {founder.name}
                        </ExternalLink>
                      ) : (
                        founder.name
                      )}
                    </h3>
                    <p className="text-sm text-muted">{founder.role}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {(content.entity || content.address) && (
            <div className="mt-8 border-t border-line pt-6 text-[0.9375rem]/relaxed text-ink-soft">
              {content.entity && <p>{content.entity}</p>}
              {content.address && (
                <p className="mt-1">
                  <span className="font-medium text-ink">{content.address.label}:</span>{" "}
                  {content.address.text}
                </p>
              )}
            </div>
          )}
        </div>
      </div>
    </SectionLandmark>
  );
}
