import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { CHAT_SCENARIO_IDS } from "#src/content/copy/landing-schema.ts";
import { CHAT_TIMING, chatTimeline, keepNamesTogether } from "./hero-chat.ts";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { demoChatUrl } from "#src/sections/try-on-whatsapp/content.ts";
import { homePageIn } from "#tests/support/page-content.ts";

describe("keepNamesTogether", () => {
  it("binds a title to the name after it, in every language's titles", () => {
    expect(keepNamesTogether("with Dr. Patel at 18:15")).toBe("with Dr.\u00a0Patel at 18:15");
    expect(keepNamesTogether("la Dra. Pérez y el Dr. Ramírez")).toBe(
      "la Dra.\u00a0Pérez y el Dr.\u00a0Ramírez",
    );
    expect(keepNamesTogether("مع د. سارة غدًا")).toBe("مع د.\u00a0سارة غدًا");
  });

  it("leaves other full stops alone", () => {
    expect(keepNamesTogether("Done. See you. Sandr. x")).toBe("Done. See you. Sandr. x");
    // A letter before the title's letters makes it part of a word: "عدد. " is no title.
    expect(keepNamesTogether("عدد. ثم")).toBe("عدد. ثم");
  });
});

describe("chatTimeline", () => {
  it("shows the first message and its transcript from the start, and plays the reply in after `first`", () => {
    const [voice, reply, text] = chatTimeline(["voice", "text", "text"]);
    expect(voice).toEqual({ at: 0, transcriptAt: 0 });
    expect(reply).toEqual({ at: CHAT_TIMING.first, transcriptAt: undefined });
    expect(text?.at).toBeCloseTo(CHAT_TIMING.first + CHAT_TIMING.read + CHAT_TIMING.typing);
  });

  it("plays a later voice note's transcript after it, and spaces messages by reading and typing time", () => {
    const [, voice, text] = chatTimeline(["text", "voice", "text"]);
    expect(voice?.transcriptAt).toBeCloseTo((voice?.at ?? 0) + CHAT_TIMING.transcript);
    expect(text?.at).toBeCloseTo((voice?.transcriptAt ?? 0) + CHAT_TIMING.read + CHAT_TIMING.typing);
  });

  it("leaves the reply's typing dots room after the request", () => {
    expect(chatTimeline(["text", "text"])[1]?.at).toBeGreaterThanOrEqual(CHAT_TIMING.typing);
  });
});

describe("the hero's scenarios", () => {
  const config = loadPublicConfig({});
  for (const locale of SUPPORTED_LOCALES) {
    it(`play in order in ${locale}: messages, calendar card, the day before, the reminder`, () => {
      const { scenarios } = homePageIn(locale, config, {}).hero.visual;
      expect(scenarios.map((scenario) => scenario.id)).toEqual([...CHAT_SCENARIO_IDS]);
      for (const scenario of scenarios) {
        const times = [
          ...scenario.lines.flatMap((line) =>
            line.kind === "voice" ? [line.at, line.transcriptAt] : [line.at],
          ),
          scenario.confirmation.at,
          scenario.dayBeforeAt,
          scenario.reminder.at,
        ];
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(scenario.lines.map((line) => line.from)).toEqual([
          "patient",
          "assistant",
          "patient",
          "assistant",
        ]);
        expect(scenario.reminder.from).toBe("assistant");
        // No title is left at the end of a line .
        expect(JSON.stringify(scenario)).not.toMatch(/\b(Dr|Dra)\. /);
      }
    });
  }
});

describe("'Try it on WhatsApp'", () => {
  const copy = loadLocaleCopy("es").landing;

  it("is absent without a demo number", () => {
    const content = homePageIn("en", loadPublicConfig({}), { demoQrSvg: "<svg/>" });
    expect(demoChatUrl(loadPublicConfig({}), copy)).toBeUndefined();
    expect(content.hero.tryIt).toBeUndefined();
    expect(content.pricing.tryIt).toBeUndefined();
  });

  it("opens the demo number's chat with the locale's message, by the hero and pricing", () => {
    const config = loadPublicConfig({
      PUBLIC_DEMO_WHATSAPP_NUMBER: "+447700900456",
      PUBLIC_BRAND_NAME: "Acme",
    });
    const content = homePageIn("es", config, { copy, demoQrSvg: "<svg/>" });
    const url = new URL(content.hero.tryIt?.href ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/447700900456");
    expect(url.searchParams.get("text")).toBe(copy.tryOnWhatsApp.message.replace("{brand}", "Acme"));
    expect(content.hero.tryIt?.qrSrc).toBe("data:image/svg+xml,%3Csvg%2F%3E");
    expect(content.pricing.tryIt).toEqual(content.hero.tryIt);
  });
});
