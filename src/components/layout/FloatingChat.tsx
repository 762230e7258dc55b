import { MessageCircle } from "lucide-react";
import { ExternalLink } from "../ui/external-link.tsx";

export interface FloatingChatProps {
  label: string;
  href: string;
}

/**
 * The 'Talk with <brand>' WhatsApp link pinned to the corner of every page. On phones it shrinks
 * to a round icon (the label stays as its accessible name) so it hides as little of the page as
 * possible. It never covers the form's submit button, which is not full width on phones, and the
 * footer leaves room for it at the bottom.
 */
export function FloatingChat({ label, href }: FloatingChatProps) {
  return (
    <ExternalLink
      href={href}
      data-cta="whatsapp"
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-whatsapp text-white shadow-lift ring-4 ring-white/70 transition-transform duration-150 hover:-translate-y-0.5 focus-visible:outline-offset-4 motion-reduce:transition-none sm:right-6 sm:bottom-6 sm:h-12 sm:w-auto sm:px-5 sm:text-sm sm:font-semibold"
    >
      <MessageCircle aria-hidden="true" className="size-6 shrink-0 sm:size-5" strokeWidth={2.25} />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </ExternalLink>
  );
}
