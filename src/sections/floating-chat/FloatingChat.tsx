import { WhatsAppMark } from "#src/components/brand/WhatsAppMark.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

export interface FloatingChatProps {
  /** The accessible name: the spec's 'Talk with <brand>', then the app ("… on WhatsApp"). */
  name: string;
  /** Shown on hover: the label and who answers (our team, not the assistant). */
  title: string;
  href: string;
}

/**
 * The 'Talk with <brand>' WhatsApp link pinned to the corner of every page: WhatsApp's mark, 48 px
 * on phones, 56 px from 640 px, the label its accessible name. It stays put from the end of the
 * hero to the contact section: the blocks whose controls would pass under it keep its corner free
 * (`clear-of-corner`, global.css), so it never needs to hide there (decision 086).
 * FloatingChatAside.astro keeps it aside (`data-aside`) while the hero or the contact section is on
 * screen; it starts aside, so it never flashes over the hero, and comes back as soon as it receives
 * keyboard focus. Without scripts it stays.
 */
export function FloatingChat({ name, title, href }: FloatingChatProps) {
  return (
    <ExternalLink
      href={href}
      data-cta="whatsapp"
      data-floating-chat=""
      data-aside=""
      aria-label={name}
      title={title}
      className="fixed end-3 bottom-3 z-40 inline-flex size-12 items-center justify-center rounded-full bg-whatsapp text-white shadow-lift ring-4 ring-white/70 transition-opacity duration-200 focus-visible:outline-offset-4 motion-reduce:transition-none sm:end-6 sm:bottom-6 sm:size-14 scripting:data-aside:not-focus-visible:pointer-events-none scripting:data-aside:not-focus-visible:opacity-0"
    >
      <WhatsAppMark className="size-6 shrink-0" />
    </ExternalLink>
  );
}
