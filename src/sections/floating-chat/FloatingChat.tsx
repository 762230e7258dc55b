import { WhatsAppMark } from "#src/components/brand/WhatsAppMark.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";
import { ParsedEnd } from "#src/components/ui/parsed-end.tsx";

export interface FloatingChatProps {
  /** The spec's 'Talk with <brand>', shown on wide, tall screens. */
  label: string;
  /** The accessible name: the label, then the app ("… on WhatsApp"), review D10. */
  name: string;
  href: string;
}

/**
 * The 'Talk with <brand>' WhatsApp link pinned to the corner of every page, with WhatsApp's mark and
 * the app named in its accessible name. Below 1024 px and on short screens it is a round icon, 48 px
 * on phones. FloatingChatAside.astro makes it step aside (`data-aside`) wherever it would cover a
 * link, a button, a field or text; it comes back into view as soon as it receives keyboard focus.
 * Pinned to the end side, it grows towards the start:
 * painted before its label had been parsed, it would jump, so it stays invisible until its last
 * element is parsed (decision 045).
 */
export function FloatingChat({ label, name, href }: FloatingChatProps) {
  return (
    <ExternalLink
      href={href}
      data-cta="whatsapp"
      data-floating-chat=""
      aria-label={name}
      className="painted-whole fixed end-3 bottom-3 z-40 inline-flex size-12 items-center justify-center gap-2 rounded-full bg-whatsapp text-white shadow-lift ring-4 ring-white/70 transition-[opacity,translate] duration-200 hover:-translate-y-0.5 focus-visible:outline-offset-4 data-aside:not-focus-visible:pointer-events-none data-aside:not-focus-visible:opacity-0 motion-reduce:transition-none sm:end-6 sm:bottom-6 sm:size-14 lg:tall:h-12 lg:tall:w-auto lg:tall:px-5 lg:tall:text-sm lg:tall:font-semibold"
    >
      <WhatsAppMark className="size-6 shrink-0 lg:tall:size-5" />
      <span className="hidden lg:tall:inline">{label}</span>
      <ParsedEnd />
    </ExternalLink>
  );
}
