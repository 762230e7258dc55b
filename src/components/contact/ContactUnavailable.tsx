import type { ContactCopy } from "@/content/landing.ts";

export interface ContactUnavailableProps {
  copy: ContactCopy["form"]["unavailable"];
  alternatives: { whatsappUrl: string; bookingUrl: string };
}

const linkClass =
  "inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * Other ways to get in touch, shown instead of the form when it cannot work: when it crashed
 * (error boundary) and when JavaScript is off (noscript). A lead should never hit a dead end.
 */
export function ContactUnavailable({ copy, alternatives }: ContactUnavailableProps) {
  return (
    <div className="text-center">
      <p className="text-lg font-semibold text-ink">{copy.title}</p>
      <p className="mt-2 text-muted">{copy.description}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <a
          href={alternatives.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} bg-brand-700 text-white hover:bg-brand-900`}
        >
          {copy.whatsappLabel}
        </a>
        <a
          href={alternatives.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${linkClass} border border-slate-500 bg-white text-ink hover:bg-slate-50`}
        >
          {copy.bookingLabel}
        </a>
      </div>
    </div>
  );
}
