import { CalendarCheck, CheckCheck, Play, Sparkles } from "lucide-react";
import type { ChatLine, HeroCopy } from "@/content/landing.ts";
import { cn } from "@/lib/utils.ts";
import { IconTile } from "../ui/icon-tile.tsx";
import { ParsedEnd } from "../ui/parsed-end.tsx";

export interface ChatVisualProps {
  content: HeroCopy["visual"];
}

// Bar heights of the voice-note waveform, in px: a drawing, not data.
const WAVEFORM = [6, 10, 16, 9, 20, 14, 7, 12, 18, 22, 15, 9, 13, 19, 11, 6, 10, 15, 8, 5, 9, 12, 7, 4];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");

function Bubble({ line, transcribedLabel }: { line: ChatLine; transcribedLabel: string }) {
  const outgoing = line.from === "assistant";
  return (
    <div className={cn("flex", outgoing ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.9375rem]/snug text-ink shadow-sm",
          outgoing ? "rounded-se-sm bg-chat-out" : "rounded-ss-sm bg-white",
        )}
      >
        {line.kind === "voice" ? (
          <>
            <div className="flex items-center gap-2.5 py-1">
              <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-white">
                <Play className="size-3.5 translate-x-px fill-current" />
              </span>
              <span className="flex h-6 items-center gap-[2px]">
                {WAVEFORM.map((height, index) => (
                  <span
                    key={index}
                    className={cn("w-[3px] rounded-full", index < 9 ? "bg-brand-600" : "bg-ink/25")}
                    style={{ height }}
                  />
                ))}
              </span>
              <span className="text-xs text-ink-soft tabular-nums">{line.duration}</span>
            </div>
            <p className="mt-1.5 border-t border-line pt-1.5 text-sm text-ink-soft">
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

/**
 * The hero's picture of the product: a WhatsApp-style chat in which a voice note becomes a booked
 * appointment. Pure HTML and inline SVG, a few KB, nothing to download. Screen readers get a
 * one-sentence description instead of the individual bubbles.
 */
export function ChatVisual({ content }: ChatVisualProps) {
  const { confirmation } = content;
  return (
    <figure className="relative mx-auto w-full max-w-md lg:me-0">
      <figcaption className="sr-only">{content.description}</figcaption>
      <div aria-hidden="true">
        <div className="overflow-hidden rounded-[1.75rem] bg-white shadow-lift ring-1 ring-ink/5">
          <div className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white">
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
          <div className="space-y-2.5 bg-chat-wall px-3 pt-4 pb-9 sm:px-4">
            {content.lines.map((line, index) => (
              <Bubble key={index} line={line} transcribedLabel={content.transcribedLabel} />
            ))}
          </div>
        </div>
        <div className="relative mx-4 -mt-6 flex items-start gap-3 rounded-2xl bg-white p-4 shadow-lift ring-1 ring-ink/5 sm:mx-8 lg:-ms-10 lg:me-20">
          <IconTile tone="soft" size={10}>
            <CalendarCheck className="size-5" />
          </IconTile>
          <span className="min-w-0 text-sm">
            <span className="block font-semibold text-ink">{confirmation.title}</span>
            <span className="mt-0.5 block text-ink-soft">{confirmation.details.join(" · ")}</span>
            <span className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
              <span className="size-1.5 rounded-full bg-blue-600" />
              {confirmation.synced}
            </span>
          </span>
        </div>
      </div>
    </figure>
  );
}
