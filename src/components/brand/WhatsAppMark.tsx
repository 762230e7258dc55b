import { siWhatsapp } from "simple-icons";

/**
 * WhatsApp's mark (simple-icons, CC0; the mark stays its owner's trademark, decision 039), inline
 * in `currentColor`: it sits in the first view and on every page, where a file would be a request
 * before the first paint (decision 042). Decorative: the link around it says WhatsApp in words.
 */
export function WhatsAppMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d={siWhatsapp.path} />
    </svg>
  );
}
