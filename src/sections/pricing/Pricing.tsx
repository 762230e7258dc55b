import { ArrowRight, Check, Gift, HandCoins, Wallet, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { PricingContent, PricingIcon } from "./content.ts";
import { buttonVariants } from "#src/components/ui/button.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";
import { IconTile } from "#src/components/ui/icon-tile.tsx";
import { SectionLandmark } from "#src/components/layout/Section.tsx";
import { SectionHeader } from "#src/components/layout/SectionHeader.tsx";
import { TryOnWhatsApp } from "#src/sections/try-on-whatsapp/TryOnWhatsApp.tsx";

const ICONS: Record<PricingIcon, LucideIcon> = { setup: Gift, noFees: Wallet, share: HandCoins };

export interface PricingProps {
  content: PricingContent;
  /** Open the scheduling page in an in-page dialog instead of a new tab (PUBLIC_BOOKING_OVERLAY). */
  overlay: boolean;
  /** The revenue calculator island (RevenueCalculator, placed by the page), under the card. */
  children?: ReactNode;
}

/**
 * 'Pay for performance'. 'Get Started for Free' is always a real new-tab link; with the overlay
 * option on, the page adds BookingDialog and the inline script of BookingOverlayScript.astro, which
 * turns the click into the dialog. With a configured revenue share, the share and what counts as a
 * new patient sit under the intro; the calculator under the card works the figures out by the same
 * billing rule (billing.ts, decisions 061 and 091).
 */
export function Pricing({ content, overlay, children }: PricingProps) {
  // Set only with PUBLIC_REVENUE_SHARE_PERCENT: otherwise no share and no empty box (decision 037).
  const { share } = content;
  return (
    <SectionLandmark id={content.id} className="pb-14 sm:pb-28">
      <div className="page-container">
        <div className="relative isolate overflow-hidden rounded-3xl bg-night px-5 py-12 shadow-lift sm:px-12 sm:py-16 lg:px-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_24rem_at_90%_0%_in_srgb,oklch(0.62_0.15_165/0.35),transparent_70%),radial-gradient(30rem_20rem_at_0%_100%_in_srgb,oklch(0.55_0.12_230/0.25),transparent_70%)]"
          />
          {/* min-w-0: grid columns may shrink below their content, so nothing runs to the card's edge. */}
          <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
            <div className="min-w-0">
              <SectionHeader content={content} align="start" tone="dark" />
              {/* The share and what counts as a new patient, right under the intro that names the share. */}
              {share && (
                <div className="mt-6 rounded-2xl bg-brand-300/10 p-5 ring-1 ring-brand-300/25">
                  <h3 className="font-semibold text-white">{share.title}</h3>
                  <p className="mt-1 text-[0.9375rem]/relaxed text-night-soft">{share.newPatient}</p>
                </div>
              )}
              {/* Its calls to action keep the floating button's corner clear (decision 086). */}
              <div className="clear-of-corner-5 mt-9 sm:clear-of-corner-12">
                <ExternalLink
                  href={content.cta.href}
                  data-cta="get_started"
                  describeNewTab={!overlay}
                  className={buttonVariants({
                    variant: "inverse",
                    size: "lg",
                    wrap: true,
                    // Full width on phones, as the hero's buttons and 'Try it on WhatsApp' under it;
                    // narrower padding keeps the label and its arrow on one line at 320 px.
                    className: "max-sm:w-full max-sm:px-4",
                  })}
                  {...(overlay && { "data-booking-overlay": "", "aria-haspopup": "dialog" as const })}
                >
                  {content.cta.label}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </ExternalLink>
                <p className="mt-4 text-sm text-balance text-night-soft">{content.ctaNote}</p>
                {content.tryIt && <TryOnWhatsApp content={content.tryIt} tone="dark" className="mt-6" />}
                <p className="mt-3 flex gap-2 text-sm font-semibold text-white">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-brand-300"
                    strokeWidth={3}
                  />
                  {content.noLockIn}
                </p>
              </div>
            </div>
            <ul className="grid min-w-0 gap-6 self-center sm:gap-4">
              {content.points.map((point) => {
                const Icon = ICONS[point.icon];
                return (
                  // Phones: the icon above the words and no nested card, so the text keeps the
                  // card's full width (a card in a card left it 140 px at 320).
                  <li
                    key={point.title}
                    className="flex flex-col gap-3 sm:flex-row sm:gap-4 sm:rounded-2xl sm:bg-white/[0.06] sm:p-5 sm:ring-1 sm:ring-white/10"
                  >
                    <IconTile tone="night" size={11}>
                      <Icon aria-hidden="true" className="size-5" />
                    </IconTile>
                    <div className="min-w-0">
                      <h3 className="font-semibold text-white">{point.title}</h3>
                      <p className="mt-1 text-[0.9375rem]/relaxed text-night-soft">{point.body}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        {/* Rendered in a frame of its own after the card's on phones: in the section's frame, the
            calculator's layout doubled it to a long task (RenderSectionsAfterParse.astro). */}
        {children && <div className="render-lazily">{children}</div>}
      </div>
    </SectionLandmark>
  );
}
