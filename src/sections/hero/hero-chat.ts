import { CHAT_SCENARIO_IDS, type LandingCopy } from "#src/content/copy/landing-schema.ts";

/*
 * The hero's example conversations: who says what, in which order and when it appears. The words
 * are the copy's (`hero.visual.scenarios.<id>`); the shape, the clock times and the timing live
 * here, so every language plays the same scenes. Each scene uses only what the features promise:
 * voice notes transcribed, free slots from the calendar, booking, rescheduling and reminders.
 */

export type ChatScenarioId = (typeof CHAT_SCENARIO_IDS)[number];

/** One bubble: who sends it, how, at what clock time and when it appears in the playback (s). */
export type ChatLine = { from: "patient" | "assistant"; time: string; at: number } & (
  | { kind: "voice"; duration: string; transcript: string; transcriptAt: number }
  | { kind: "text"; text: string }
);

export interface ChatScenario {
  id: ChatScenarioId;
  /** The picker's label. */
  tab: string;
  /** What happens, in one or two sentences, for screen readers (the bubbles are hidden from them). */
  description: string;
  /** The request, the offer, the choice and the booking. */
  lines: ChatLine[];
  confirmation: { title: string; details: string[]; at: number };
  /** When the "the day before" divider appears. */
  dayBeforeAt: number;
  /** The reminder, after that divider. */
  reminder: ChatLine;
}

/** How each scenario opens (a voice note or a text), and the clock times of its four messages. */
const SHAPES: Record<ChatScenarioId, { request: "voice" | "text"; duration: string; times: ClockTimes }> = {
  newPatient: { request: "voice", duration: "0:07", times: ["19:42", "19:42", "19:43", "19:43"] },
  reschedule: { request: "text", duration: "", times: ["08:05", "08:05", "08:06", "08:06"] },
  afterHours: { request: "voice", duration: "0:09", times: ["23:14", "23:14", "23:15", "23:15"] },
};
type ClockTimes = [string, string, string, string];

/** The reminder's clock time, on the day before the appointment. */
const REMINDER_TIME = "10:00";

/**
 * Seconds of the playback: a message waits `read` after the previous one, then shows typing dots
 * for `typing` (the stylesheet's `--typing`), then appears; a transcript follows its voice note.
 * The patient's request and its transcript are there from the start (at 0, not played): the chat
 * never opens on an empty phone, and the clinic's reply is what plays first, after `first`.
 */
export const CHAT_TIMING = { first: 1.8, read: 0.6, typing: 0.9, transcript: 0.8, card: 0.7, dayBefore: 1.4 };

/** Titles that must stay on the line of the name after them: "Dr. Patel", "د. سارة". */
const NAME_TITLES = /(?<![\p{L}\p{N}])(Dr|Dra|Drs|Mr|Mrs|Ms|Sr|Sra|Srta|د)\. /gu;

/** Keeps a title with the name after it ("Dra.\u00a0Pérez"), so a line never ends on the title. */
export const keepNamesTogether = (text: string): string => text.replace(NAME_TITLES, "$1.\u00a0");

/**
 * When each message appears (s), in order, and when a voice note's transcript does: the first
 * message and its transcript at 0 (shown from the start), the next after `first`.
 */
export function chatTimeline(kinds: readonly ("voice" | "text")[]) {
  const step = CHAT_TIMING.read + CHAT_TIMING.typing;
  let at = 0;
  return kinds.map((kind, index) => {
    const entry = {
      at,
      transcriptAt: kind === "voice" ? (index === 0 ? 0 : at + CHAT_TIMING.transcript) : undefined,
    };
    at = index === 0 ? CHAT_TIMING.first : (entry.transcriptAt ?? at) + step;
    return entry;
  });
}

/** The scenarios in one locale's words; `fill` writes the brand into the descriptions. */
export function buildChatScenarios(
  visual: LandingCopy["hero"]["visual"],
  fill: (template: string) => string,
): ChatScenario[] {
  return CHAT_SCENARIO_IDS.map((id) => {
    const copy = visual.scenarios[id];
    const shape = SHAPES[id];
    const conversation = (["request", "offer", "choice", "booked"] as const).map((lineId, index) => ({
      words: keepNamesTogether(copy.lines[lineId]),
      from: index % 2 === 0 ? ("patient" as const) : ("assistant" as const),
      kind: index === 0 ? shape.request : ("text" as const),
      time: shape.times[index] ?? "",
    }));
    const timeline = chatTimeline(conversation.map((line) => line.kind));
    const lines = conversation.map(({ words, from, kind, time }, index): ChatLine => {
      const { at, transcriptAt } = timeline[index] ?? { at: 0, transcriptAt: undefined };
      return kind === "voice" && transcriptAt !== undefined
        ? { from, time, at, kind, duration: shape.duration, transcript: words, transcriptAt }
        : { from, time, at, kind: "text", text: words };
    });
    const cardAt = (timeline.at(-1)?.at ?? 0) + CHAT_TIMING.card;
    const dayBeforeAt = cardAt + CHAT_TIMING.dayBefore;
    return {
      id,
      tab: copy.tab,
      description: keepNamesTogether(fill(copy.description)),
      lines,
      confirmation: {
        title: copy.confirmation.title,
        details: (["service", "when", "practitioner"] as const).map((key) =>
          keepNamesTogether(copy.confirmation.details[key]),
        ),
        at: cardAt,
      },
      dayBeforeAt,
      // Its typing dots start just after the divider.
      reminder: {
        from: "assistant",
        time: REMINDER_TIME,
        at: dayBeforeAt + CHAT_TIMING.typing + 0.1,
        kind: "text",
        text: keepNamesTogether(copy.lines.reminder),
      },
    };
  });
}
