import { ArrowRight, Check, Sparkles } from "lucide-react";
import type { HeroContent } from "./content.ts";
import { buttonVariants } from "#src/components/ui/button.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";
import { ParsedEnd } from "#src/components/ui/parsed-end.tsx";
import { ChatVisual } from "./ChatVisual.tsx";
import { TryOnWhatsApp } from "#src/sections/try-on-whatsapp/TryOnWhatsApp.tsx";

export interface HeroProps {
  content: HeroContent;
}

/**
 * The first view: badge, the page's only h1, the pitch, 'Book a demo' ('Try it on WhatsApp' too with
 * a demo number) and the example conversation.
 */
export function Hero({ content }: HeroProps) {
  return (
    // data-chat-aside: the floating chat button waits until the visitor has scrolled past the hero.
    <section aria-labelledby="hero-heading" data-chat-aside="" className="relative isolate overflow-hidden">
      {/*
        The glow behind the heading. A phone rasterises gradients pixel by pixel, and this one held
        back the first paint by about 50 ms (decision 046), so it covers only the 25rem where its
        ellipses are visible (centres fixed in rem, not in % of the hero's height) and blends in
        sRGB: from one colour to transparent that looks the same as the default oklab, at less work.
      */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[25rem] bg-[radial-gradient(60rem_30rem_at_15%_-4.5rem_in_srgb,var(--color-brand-100),transparent_70%),radial-gradient(40rem_28rem_at_100%_4.5rem_in_srgb,oklch(0.93_0.04_230),transparent_70%)]"
      />
      {/*
        One column up to 1024 px, its text centred from 768 px to line up with the centred chat
        visual and the section headers below it. The bottom padding stays small until the two
        columns: Features adds its own top padding (together they leave no blank band at 768 px).
        In two columns both start at the top, the badge level with the chat's label: centred
        against the taller chat, the text sat under a 190 px blank band, and the chat's calendar
        card below a 1440 × 900 screen (decision 085).
        From 768 px the text is centred (against the chat visual, in two columns), so it would move
        if painted before the rest of the hero's HTML had arrived: until its last element is parsed
        the grid stays invisible there, as the top bar does (decision 045). Below 768 px the text is
        left-aligned and the hero only grows downwards, so the first paint is not held back.
      */}
      <div className="page-container grid items-start gap-10 pt-8 pb-12 sm:gap-12 sm:pt-16 md:painted-whole lg:grid-cols-[1.35fr_1fr] lg:pt-6 lg:pb-24">
        {/* A size container: the heading's size follows its column's width (cqi), so it keeps to 2-3 lines. */}
        <div className="@container md:text-center lg:text-start">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 max-[359px]:gap-1.5 max-[359px]:px-3 max-[359px]:text-[0.8125rem]">
            <Sparkles aria-hidden="true" className="size-4 text-brand-600" />
            {content.badge}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-[clamp(2.25rem,8cqi,3.75rem)] leading-[1.1] font-extrabold tracking-tight text-balance text-ink"
          >
            {content.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted sm:text-xl/8 md:mx-auto lg:mx-0">
            {content.body}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3 md:justify-center lg:justify-start">
            <ExternalLink
              href={content.primaryCta.href}
              data-cta="book_demo"
              className={buttonVariants({ size: "lg", className: "relative w-full sm:w-auto" })}
            >
              {content.primaryCta.label}
              {/*
                Right to left on a phone, the arrow is pinned to the button's end: centred after the
                label, it moved when the Arabic face arrived after the first paint (decision 065).
              */}
              <ArrowRight
                aria-hidden="true"
                className="size-4 rtl:-scale-x-100 rtl:max-sm:absolute rtl:max-sm:end-6"
              />
            </ExternalLink>
            {/* With a demo number, trying the assistant replaces the tour of the page. */}
            {!content.tryIt && (
              <a
                href={content.secondaryCta.href}
                className={buttonVariants({
                  variant: "secondary",
                  size: "lg",
                  className: "w-full sm:w-auto",
                })}
              >
                {content.secondaryCta.label}
              </a>
            )}
          </div>
          {content.tryIt && (
            <TryOnWhatsApp content={content.tryIt} className="mt-6 md:justify-center lg:justify-start" />
          )}
          {/* Painted whole on phones too: a highlight painted as its icon alone fits the line, then wraps. */}
          <ul className="painted-whole mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-soft md:justify-center lg:justify-start">
            {content.highlights.map((highlight) => (
              <li key={highlight} className="inline-flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-brand-600" strokeWidth={3} />
                {highlight}
              </li>
            ))}
            <ParsedEnd />
          </ul>
        </div>
        <ChatVisual content={content.visual} />
        <ParsedEnd />
      </div>
    </section>
  );
}
