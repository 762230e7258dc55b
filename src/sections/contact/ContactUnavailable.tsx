import type { ContactFormContent, UnavailableMessage } from "./content.ts";
import { buttonVariants } from "#src/components/ui/button.tsx";
import { Card } from "#src/components/ui/card.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

export interface ContactUnavailableProps {
  message: UnavailableMessage;
  copy: ContactFormContent["unavailable"];
  alternatives: { whatsappUrl: string; bookingUrl: string };
  /** `alert` when the box replaces a form the visitor may already be looking at. */
  role?: "alert";
}

/**
 * Other ways to get in touch, shown instead of the form when it cannot work: without JavaScript
 * (noscript), when its code fails to load, and when it throws (error boundary). A lead should
 * never hit a dead end.
 */
export function ContactUnavailable({ message, copy, alternatives, role }: ContactUnavailableProps) {
  return (
    <div className="text-center" role={role}>
      <p className="text-lg font-semibold text-ink">{message.title}</p>
      <p className="mt-2 text-muted">{message.description}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <ExternalLink href={alternatives.whatsappUrl} className={buttonVariants()}>
          {copy.whatsappLabel}
        </ExternalLink>
        <ExternalLink
          href={alternatives.bookingUrl}
          data-cta="book_demo"
          className={buttonVariants({ variant: "secondary" })}
        >
          {copy.bookingLabel}
        </ExternalLink>
      </div>
    </div>
  );
}

/**
 * What replaces the form when it fails to load or throws: the spec's 'Unexpected Application
 * Error!' in the form's frame, announced, with the ways to reach the clinic team anyway.
 */
export function ContactFailed({
  copy,
  alternatives,
}: Pick<ContactUnavailableProps, "copy" | "alternatives">) {
  return (
    <Card className="p-6 sm:p-8">
      <ContactUnavailable role="alert" message={copy.crashed} copy={copy} alternatives={alternatives} />
    </Card>
  );
}
