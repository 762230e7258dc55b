import { CircleCheck, MessageCircle } from "lucide-react";
import type { Ref } from "react";
import type { ContactFormContent } from "./content.ts";
import { Button, buttonVariants } from "#src/components/ui/button.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

export interface ThankYouProps {
  copy: ContactFormContent["thankYou"];
  whatsappUrl: string;
  /** Receives focus when the thank-you replaces the form, so screen readers read it at once. */
  headingRef: Ref<HTMLHeadingElement>;
  onSendAnother: () => void;
}

/**
 * What replaces the form after a successful submit (the spec's toast still appears too): it
 * cannot be missed, offers WhatsApp for a faster reply, and a way back to a fresh form.
 */
export function ThankYou({ copy, whatsappUrl, headingRef, onSendAnother }: ThankYouProps) {
  return (
    <div data-contact-thank-you="" className="py-4 text-center">
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
          href={whatsappUrl}
          data-cta="whatsapp"
          className={buttonVariants({ size: "lg", wrap: true, className: "max-w-full flex-none" })}
        >
          <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
          {copy.whatsapp}
        </ExternalLink>
        <Button variant="secondary" size="lg" wrap className="max-w-full flex-none" onClick={onSendAnother}>
          {copy.sendAnother}
        </Button>
      </div>
    </div>
  );
}
