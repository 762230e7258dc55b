import { CalendarCheck, CircleCheck } from "lucide-react";
import type { Ref } from "react";
import type { ContactFormContent } from "./content.ts";
import { WhatsAppMark } from "#src/components/brand/WhatsAppMark.tsx";
import { Button, buttonVariants } from "#src/components/ui/button.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

export interface ThankYouProps {
  copy: ContactFormContent["thankYou"];
  /** The booking page, prefilled with the visitor's name and e-mail where the provider takes them. */
  bookingUrl: string;
  whatsappUrl: string;
  /** Receives focus when the thank-you replaces the form, so screen readers read it at once. */
  headingRef: Ref<HTMLHeadingElement>;
  onSendAnother: () => void;
}

/**
 * What replaces the form after a successful submit. The spec's toast says the request arrived and
 * when we reply; this panel carries the next step instead (decision 093): booking the demo now,
 * first, then WhatsApp, then a way back to a fresh form.
 */
export function ThankYou({ copy, bookingUrl, whatsappUrl, headingRef, onSendAnother }: ThankYouProps) {
  return (
    <div data-contact-thank-you="" className="scroll-mt-10 py-4 text-center sm:scroll-mt-24">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold tracking-tight text-ink">
        {copy.title}
      </h3>
      <p className="mx-auto mt-3 max-w-md text-muted">{copy.body}</p>
      {/*
        Each button keeps its label on one line and the second moves below the first when both do
        not fit; a label wraps only where it alone is wider than the card (a 320 px phone).
      */}
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <ExternalLink
          href={bookingUrl}
          data-cta="book_demo"
          className={buttonVariants({ size: "lg", wrap: true, className: "max-w-full flex-none" })}
        >
          <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />
          {copy.book}
        </ExternalLink>
        <ExternalLink
          href={whatsappUrl}
          data-cta="whatsapp"
          className={buttonVariants({
            variant: "secondary",
            size: "lg",
            wrap: true,
            className: "max-w-full flex-none",
          })}
        >
          <WhatsAppMark className="size-5 shrink-0 text-whatsapp" />
          {copy.whatsapp}
        </ExternalLink>
      </div>
      <Button variant="ghost" size="md" wrap className="mt-3 max-w-full" onClick={onSendAnother}>
        {copy.sendAnother}
      </Button>
    </div>
  );
}
