import type { TryOnWhatsAppContent } from "./content.ts";
import { cn } from "#src/lib/utils.ts";
import { WhatsAppMark } from "#src/components/brand/WhatsAppMark.tsx";
import { buttonVariants } from "#src/components/ui/button.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

export interface TryOnWhatsAppProps {
  content: TryOnWhatsAppContent;
  /** `dark` on the pricing card. */
  tone?: "light" | "dark";
  className?: string;
}

/**
 * 'Try it on WhatsApp': opens a chat with the assistant itself, its first message prefilled, so a
 * visitor can be answered and booked by it. From 1024 px a QR code of the same link, made at build
 * time, lets them continue on their phone. Rendered only when the demo number is configured; the
 * callers pass nothing otherwise.
 */
export function TryOnWhatsApp({ content, tone = "light", className }: TryOnWhatsAppProps) {
  const dark = tone === "dark";
  return (
    // The QR code goes under the button where the column is too narrow for both on one line.
    <div className={cn("flex flex-wrap items-center gap-5", className)}>
      <div className="w-full min-w-0 sm:w-auto sm:min-w-64">
        <ExternalLink
          href={content.href}
          data-cta="try_whatsapp"
          className={buttonVariants({
            // Beside pricing's 'Get Started for Free', a quieter second choice.
            variant: dark ? "ghostInverse" : "secondary",
            size: "lg",
            wrap: true,
            className: cn("w-full sm:w-auto", dark && "ring-1 ring-white/40"),
          })}
        >
          <WhatsAppMark className={cn("size-5 shrink-0", !dark && "text-whatsapp")} />
          {content.label}
        </ExternalLink>
        {/* Who answers: the assistant here, the team on the floating button (two numbers, two roles). */}
        <p className={cn("mt-2 text-sm", dark ? "text-night-soft" : "text-muted")}>
          {content.note} {content.team}
        </p>
      </div>
      <div className="hidden shrink-0 items-center gap-3 lg:flex">
        <img
          src={content.qrSrc}
          alt={content.qrAlt}
          width={96}
          height={96}
          className="size-24 rounded-lg bg-white p-1 ring-1 ring-line"
        />
        <p className={cn("max-w-28 text-xs", dark ? "text-night-soft" : "text-muted")}>{content.qrCaption}</p>
      </div>
    </div>
  );
}
