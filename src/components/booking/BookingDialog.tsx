import { X } from "lucide-react";
import type { LandingCopy } from "#src/content/copy/landing-schema.ts";
import { Button, buttonVariants } from "#src/components/ui/button.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

/** The rights of the third-party scheduling page inside the dialog. */
const BOOKING_FRAME_SANDBOX =
  "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox";

export interface BookingDialogProps {
  /** The dialog's words, from the pricing copy. */
  content: LandingCopy["pricing"]["overlay"];
  bookingUrl: string;
}

/**
 * The optional in-page booking overlay: a native modal <dialog> (focus trap, Escape and the
 * backdrop come from the browser). The iframe has no src until the dialog opens, so the
 * scheduling page costs nothing for visitors who never open it. Driven by BookingOverlayScript.astro.
 */
export function BookingDialog({ content, bookingUrl }: BookingDialogProps) {
  return (
    <dialog
      id="booking-dialog"
      aria-labelledby="booking-dialog-title"
      // Chromium closes the dialog on a backdrop click too; other browsers ignore the attribute.
      {...{ closedby: "any" }}
      className="m-auto h-[min(46rem,calc(100dvh-2rem))] w-[min(60rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-lift"
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-line px-5 py-3">
          <h2 id="booking-dialog-title" className="text-lg font-semibold">
            {content.title}
          </h2>
          <div className="ms-auto flex items-center gap-2">
            <ExternalLink
              href={bookingUrl}
              // Its name already says where it opens.
              describeNewTab={false}
              className={buttonVariants({
                variant: "ghost",
                className: "text-brand-700 hover:text-brand-800",
              })}
            >
              {content.fallback}
            </ExternalLink>
            <Button data-booking-close="" autoFocus variant="secondary">
              <X aria-hidden="true" className="size-4" />
              {content.close}
            </Button>
          </div>
        </div>
        <iframe
          title={content.frameTitle}
          // What a scheduling page (Calendly, Cal.com) needs: its scripts, its own cookies, the
          // booking form, and new tabs (calendar links, video-call sign-in) that are not sandboxed
          // themselves. Never: navigating this page away (a phishing copy of the site). The
          // script applies it with the src, the frame's only way to load: in the static HTML,
          // allow-scripts with allow-same-origin is an error to validators (it would free a
          // same-origin page; the scheduling page is another origin).
          data-sandbox={BOOKING_FRAME_SANDBOX}
          // The scheduling page learns which site sent the visitor, not which page.
          referrerPolicy="strict-origin"
          className="w-full flex-1 border-0 bg-surface"
        />
      </div>
    </dialog>
  );
}
