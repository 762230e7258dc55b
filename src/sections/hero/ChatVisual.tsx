import type { CSSProperties } from "react";
import { RotateCcw } from "lucide-react";
import type { HeroContent } from "./content.ts";
import type { ChatLine, ChatScenario } from "./hero-chat.ts";
import { cn } from "#src/lib/utils.ts";
import { IconTile } from "#src/components/ui/icon-tile.tsx";
import { CalendarCheck, CheckCheck, Mic, Sparkles } from "./chat-icons.tsx";
import { ParsedEnd } from "#src/components/ui/parsed-end.tsx";

export interface ChatVisualProps {
  content: HeroContent["visual"];
}

// Bar heights of the voice-note waveform, in px: a drawing, not data. The first PLAYED bars are
// drawn as heard.
const WAVEFORM = [6, 10, 16, 9, 20, 14, 7, 12, 18, 22, 15, 9, 13, 19, 11, 6, 10, 15, 8, 5, 9, 12, 7, 4];
const PLAYED = 9;
// Bars 3 px wide, 2 px apart, centred in 24 px; round caps add 1.5 px at each end of a stroke.
const bars = (heights: number[], from: number) =>
  heights
    .map((height, index) => `M${(from + index) * 5 + 1.5} ${12 - (height - 3) / 2}v${height - 3}`)
    .join("");

/**
 * The voice note's waveform: one SVG of two paths rather than a span per bar, as a bubble that
 * appears is styled again with everything in it (24 elements fewer for each voice note). Mirrored
 * right to left, so what has been heard starts at the play button, as the bars' row used to.
 */
function Waveform() {
  return (
    <svg
      viewBox="0 0 118 24"
      className="h-6 w-[118px] shrink-0 rtl:-scale-x-100"
      fill="none"
      strokeWidth={3}
      strokeLinecap="round"
    >
      <path d={bars(WAVEFORM.slice(0, PLAYED), 0)} className="stroke-brand-600" />
      <path d={bars(WAVEFORM.slice(PLAYED), PLAYED)} className="stroke-ink/25" />
    </svg>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");

/** When an element plays in, read by the `chat-*` rules of global.css. */
const at = (seconds: number) => ({ "--at": `${seconds.toFixed(2)}s` }) as CSSProperties;

/**
 * Classes and style of something that plays in at `seconds`, or of something there from the start
 * (at 0: the patient's request, so the chat never opens empty): not a step, nothing to animate.
 */
const playsAt = (seconds: number) =>
  seconds > 0 ? { className: "chat-step", style: at(seconds) } : { className: "", style: undefined };

/**
 * "…" while the sender types; shown by the stylesheet just before its bubble, hidden otherwise. Its
 * three dots are one element drawn by the stylesheet (`.chat-typing > span`): every element here is
 * styled and laid out in every scenario, hidden ones included.
 */
function TypingDots({ outgoing }: { outgoing: boolean }) {
  return (
    <span
      className={cn(
        "chat-typing absolute top-0 rounded-2xl px-3 py-3 shadow-sm",
        outgoing ? "end-0 rounded-se-sm bg-chat-out" : "start-0 rounded-ss-sm bg-white",
      )}
    >
      <span />
    </span>
  );
}

function Bubble({ line, transcribedLabel }: { line: ChatLine; transcribedLabel: string }) {
  const outgoing = line.from === "assistant";
  const bubble = playsAt(line.at);
  return (
    // Incoming on the start side, outgoing on the end side, as WhatsApp lays them out in either direction.
    <div className={cn("relative flex", outgoing ? "justify-end" : "justify-start")} style={bubble.style}>
      {line.at > 0 && <TypingDots outgoing={outgoing} />}
      <div
        className={cn(
          bubble.className,
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.9375rem]/snug text-ink shadow-sm",
          outgoing ? "rounded-se-sm bg-chat-out" : "rounded-ss-sm bg-white",
        )}
      >
        {line.kind === "voice" ? (
          <>
            {/* A picture of a voice note, not a player: a microphone, no play button (there is no
                recording to play). */}
            <div className="flex items-center gap-2.5 py-1">
              <Mic aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <Waveform />
              <span className="text-xs text-ink-soft tabular-nums">{line.duration}</span>
            </div>
            <p
              className={cn(
                playsAt(line.transcriptAt).className,
                "mt-1.5 border-t border-line pt-1.5 text-sm text-ink-soft",
              )}
              style={playsAt(line.transcriptAt).style}
            >
              <span className="me-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
                <Sparkles className="size-3" />
                {transcribedLabel}
              </span>
              {line.transcript}
            </p>
          </>
        ) : (
          <p>{line.text}</p>
        )}
        <p className="mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem] text-ink-soft tabular-nums">
          {line.time}
          {outgoing && <CheckCheck className="size-3.5 text-sky-700" />}
        </p>
      </div>
    </div>
  );
}

/** One scenario's messages; the reminder follows a "the day before" divider. */
function Conversation({
  scenario,
  content,
  first,
}: {
  scenario: ChatScenario;
  content: HeroContent["visual"];
  first: boolean;
}) {
  return (
    // The first renders after the first paint on phones (render-after-paint); the others only once
    // picked (global.css), as most visitors never pick them.
    <div className={first ? "render-after-paint" : undefined}>
      <p className="sr-only">{scenario.description}</p>
      {/* Tighter beside the text from 1024 px, so the whole scene fits a 1440 × 900 screen. */}
      <div aria-hidden="true" className="space-y-2.5 px-3 pt-4 pb-9 sm:px-4 lg:space-y-2 lg:pt-3 lg:pb-8">
        {scenario.lines.map((line, index) => (
          <Bubble key={index} line={line} transcribedLabel={content.transcribedLabel} />
        ))}
        <p className="chat-step flex justify-center pt-1" style={at(scenario.dayBeforeAt)}>
          <span className="rounded-md bg-white/90 px-2.5 py-0.5 text-xs font-medium text-ink-soft shadow-sm">
            {content.dayBefore}
          </span>
        </p>
        <Bubble line={scenario.reminder} transcribedLabel={content.transcribedLabel} />
      </div>
    </div>
  );
}

/**
 * The hero's picture of the product: an example WhatsApp chat, labelled as one, not a customer's, in
 * which a request becomes a booked appointment, a calendar entry and a reminder. The visitor picks
 * a scenario with native radio buttons; the stylesheet (global.css, `chat-*`) shows its panel and
 * plays its messages in, and ChatDemoScript.astro pauses it off screen and replays it. Every
 * scenario is in the HTML, stacked in one grid cell, so the box is as tall as the longest and
 * nothing moves when the visitor switches; only opacity and transforms animate. Without motion, or
 * without the script, the conversation is shown whole. Screen readers get each scenario's
 * description instead of the bubbles.
 */
export function ChatVisual({ content }: ChatVisualProps) {
  return (
    <figure data-chat-demo="" className="chat-demo relative mx-auto w-full max-w-md lg:me-0">
      {/* pe-12: room for the replay button at the end of the same line. */}
      <figcaption className="flex min-h-11 items-center gap-2 pe-12 text-sm font-semibold text-ink-soft">
        <span className="size-2 shrink-0 rounded-full bg-brand-500" />
        {content.label}
      </figcaption>
      {/*
        Visible once the script runs (it is what replays); its place is kept so nothing moves. An
        icon of fixed size, named by its label: a word's width would change when a page's own face
        arrives after the first paint (Arabic, decision 065), and move the button.
      */}
      <button
        type="button"
        data-chat-replay=""
        aria-label={content.replay}
        title={content.replay}
        className="invisible absolute end-0 top-0 inline-flex size-11 items-center justify-center rounded-full text-brand-800 ring-1 ring-line hover:bg-brand-50"
      >
        <RotateCcw aria-hidden="true" className="size-5" />
      </button>
      <fieldset className="mt-1 mb-4 lg:mb-3">
        <legend className="sr-only">{content.pickerLabel}</legend>
        {/* One row at every width: at 320 px a long label wraps inside its own button. */}
        <div className="grid grid-cols-3 gap-2">
          {content.scenarios.map((scenario, index) => (
            <label
              key={scenario.id}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-2xl bg-white px-2 py-1 text-center text-sm/tight font-semibold text-ink-soft shadow-sm ring-1 ring-line hover:ring-brand-300 has-checked:bg-brand-800 has-checked:text-white has-checked:ring-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name="chat-scenario"
                value={index}
                defaultChecked={index === 0}
                className="sr-only"
              />
              {scenario.tab}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="overflow-hidden rounded-[1.75rem] bg-white shadow-lift ring-1 ring-ink/5">
        <div
          aria-hidden="true"
          className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white lg:py-2.5"
        >
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
            {initials(content.contactName)}
          </span>
          {/* Centred beside the avatar: painted half-parsed, the name alone would sit 8 px lower
              until its status line came (decision 045). */}
          <span className="painted-whole min-w-0">
            <span className="block truncate font-semibold">{content.contactName}</span>
            <span className="flex items-center gap-1.5 text-xs text-brand-100">
              <span className="size-2 rounded-full bg-brand-300" />
              {content.contactStatus}
            </span>
            <ParsedEnd />
          </span>
        </div>
        <div data-chat-wall="" className="chat-stack bg-chat-wall">
          {content.scenarios.map((scenario, index) => (
            <Conversation key={scenario.id} scenario={scenario} content={content} first={index === 0} />
          ))}
        </div>
      </div>
      <div aria-hidden="true" className="chat-stack relative mx-4 -mt-6 sm:mx-8 lg:-ms-10 lg:me-20">
        {content.scenarios.map(({ id, confirmation }) => (
          <div key={id}>
            <div
              className="chat-step flex items-start gap-3 rounded-2xl bg-white p-4 shadow-lift ring-1 ring-ink/5"
              style={at(confirmation.at)}
            >
              <IconTile tone="soft" size={10}>
                <CalendarCheck className="size-5" />
              </IconTile>
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink">{confirmation.title}</span>
                <span className="mt-0.5 block text-ink-soft">{confirmation.details.join(" · ")}</span>
                <span className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
                  <span className="size-1.5 rounded-full bg-blue-600" />
                  {content.synced}
                </span>
              </span>
            </div>
          </div>
        ))}
      </div>
    </figure>
  );
}
