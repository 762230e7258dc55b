import { MessageCircle } from "lucide-react";
import { ExternalLink } from "../ui/external-link.tsx";
import { ParsedEnd } from "../ui/parsed-end.tsx";

export interface FloatingChatProps {
  label: string;
  href: string;
}

/**
 * The 'Talk with <brand>' WhatsApp link pinned to the corner of every page. Below 1024 px and on
 * short screens it is a round icon (the label stays as its accessible name). FloatingChatAside.astro
 * makes it step aside (`data-aside`) wherever it would cover a link, a button or a field; it comes
 * back into view as soon as it receives keyboard focus. Pinned to the right, it grows leftwards:
 * painted before its label had been parsed, it would jump, so it stays invisible until its last
 * element is parsed (decision 045).
 */
export function FloatingChat({ label, href }: FloatingChatProps) {
  return (
    <ExternalLink
      href={href}
      data-cta="whatsapp"
      data-floating-chat=""
      className="painted-whole fixed inset-e-4 bottom-4 z-40 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-whatsapp text-white shadow-lift ring-4 ring-white/70 transition-[opacity,translate] duration-200 hover:-translate-y-0.5 focus-visible:outline-offset-4 data-aside:not-focus-visible:pointer-events-none data-aside:not-focus-visible:opacity-0 motion-reduce:transition-none sm:inset-e-6 sm:bottom-6 lg:tall:h-12 lg:tall:w-auto lg:tall:px-5 lg:tall:text-sm lg:tall:font-semibold"
    >
      <MessageCircle aria-hidden="true" className="size-6 shrink-0 lg:tall:size-5" strokeWidth={2.25} />
      <span className="sr-only lg:tall:not-sr-only">{label}</span>
      <ParsedEnd />
    </ExternalLink>
  );
}
