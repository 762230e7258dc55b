import { expect, test, type Locator, type Page } from "@playwright/test";
import { siWhatsapp } from "simple-icons";
import { recordBlocksRenderedPerFrame, recordLayoutShifts } from "./landing-helpers.ts";
import { E2E_DEMO_NUMBER, E2E_SERVERS } from "#scripts/e2e-servers.ts";

/*
 * The hero's example conversation plays (decision 059), never opens empty and plays where it is
 * seen (decision 085), is labelled as an example, keeps titles with names and moves nothing;
 * 'Try it on WhatsApp' appears only with a demo number, and says who answers; the floating button
 * says WhatsApp.
 */

// The suite runs with reduced motion (playwright.config.ts); this spec is about the motion itself.
test.use({ reducedMotion: "no-preference" });

const chat = (page: Page) => page.getByRole("figure", { name: "Example conversation" });
const scenario = (page: Page, name: string) => chat(page).getByRole("radio", { name });
/** Picks a scenario as a person does: a click on its label (the radio button itself is visually hidden). */
const pick = (page: Page, name: string) => chat(page).locator("label").filter({ hasText: name }).click();
/** The last message of the first scenario, the reminder the day before. */
const reminder = (page: Page) => chat(page).getByText(/Reminder: your cleaning is tomorrow/);

/**
 * Whether a person sees it. A message waiting to play in is transparent (decision 059), which
 * Playwright's own visibility does not count.
 */
const seen = (locator: Locator) =>
  locator.evaluate((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }));

/** Plays every animation of the chat to its end, so a test need not wait through the scene. */
const finishPlaying = (page: Page) =>
  chat(page).evaluate((el) => {
    for (const animation of el.getAnimations({ subtree: true })) animation.finish();
  });

test.describe("the hero's example conversation", () => {
  test("is labelled on screen as an example, with its scenarios to pick from", async ({ page }) => {
    await page.goto("/");
    await expect(chat(page)).toBeVisible();
    await expect(page.getByText("Example conversation", { exact: true })).toBeVisible();
    await expect(chat(page).getByRole("group", { name: "Pick an example" }).getByRole("radio")).toHaveCount(
      3,
    );
    await expect(scenario(page, "New patient")).toBeChecked();
  });

  test("switches scenario by keyboard and pointer, in place", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const box = await chat(page).boundingBox();
    await pick(page, "Reschedule");
    await expect(scenario(page, "Reschedule")).toBeChecked();
    await expect(chat(page).getByText(/Can I move my Friday check-up/)).toBeVisible();
    await expect(reminder(page)).toBeHidden();
    await scenario(page, "Reschedule").press("ArrowRight");
    await expect(scenario(page, "After hours")).toBeChecked();
    await expect(chat(page).getByText(/Could my daughter have a check-up/)).toBeVisible();
    expect(await chat(page).boundingBox()).toEqual(box);
  });

  test("shows the whole conversation at once with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(reminder(page)).toBeVisible();
    expect(await chat(page).evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    // Nothing to replay.
    await expect(chat(page).getByRole("button", { name: "Replay" })).toBeHidden();
  });

  test("plays the clinic's reply in after the patient's request, and replays", async ({ page }) => {
    await page.goto("/");
    const replay = chat(page).getByRole("button", { name: "Replay" });
    await expect(replay).toBeVisible();
    await finishPlaying(page);
    await expect.poll(() => seen(reminder(page))).toBe(true);
    await replay.click();
    // Back to the start: the request and its transcript stay, the reply plays in again.
    const transcript = chat(page).getByText(/I'm new here/);
    const reply = chat(page).getByText(/Welcome! On Thursday/);
    await expect.poll(() => seen(reminder(page))).toBe(false);
    await expect.poll(() => seen(reply)).toBe(false);
    expect(await seen(transcript)).toBe(true);
    await expect.poll(() => seen(reply), { timeout: 10_000 }).toBe(true);
  });

  test("never opens empty: the request and its transcript are there at the first paint", async ({ page }) => {
    // What the first frame that paints the chat shows (it was an empty phone with typing dots).
    await page.addInitScript(() => {
      const shown = (el: Element | null) =>
        !!el?.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      // The first frame in which the chat itself is shown: parts of the first view stay hidden
      // until they are parsed whole (decision 045), which a slow machine spreads over frames.
      const firstFrame = () =>
        requestAnimationFrame(() => {
          const demo = document.querySelector("[data-chat-demo] [data-chat-wall]");
          if (!demo || !shown(demo)) return firstFrame();
          const first = demo.querySelector("[aria-hidden] > div");
          Object.assign(window, {
            atFirstPaint: {
              request: shown(first?.querySelector("div") ?? null),
              transcript: [...(first?.querySelectorAll("p") ?? [])].some(
                (p) => shown(p) && /I'm new here/.test(p.textContent ?? ""),
              ),
            },
          });
        });
      firstFrame();
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { atFirstPaint?: unknown }).atFirstPaint))
      .toEqual({ request: true, transcript: true });
  });

  test("shows the voice note as a picture, with nothing that looks playable", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const voiceNote = chat(page).locator("[data-chat-wall] svg[viewBox='0 0 118 24']").first().locator("..");
    await expect(voiceNote).toBeVisible();
    // A play button is a filled circle: nothing in the voice note's row is one.
    const filledCircles = await voiceNote.evaluate(
      (row) =>
        [...row.querySelectorAll("*")].filter((el) => {
          const style = getComputedStyle(el);
          const { width, height } = el.getBoundingClientRect();
          return (
            width > 0 &&
            Math.abs(width - height) < 1 &&
            parseFloat(style.borderRadius) >= width / 2 - 1 &&
            style.backgroundColor !== "rgba(0, 0, 0, 0)"
          );
        }).length,
    );
    expect(filledCircles).toBe(0);
    expect(await voiceNote.evaluate((row) => getComputedStyle(row).cursor)).not.toBe("pointer");
    await expect(chat(page).getByRole("button")).toHaveCount(1); // Replay, and nothing else to press
  });

  test("animates only what the compositor plays: opacity and transforms", async ({ page }) => {
    await page.goto("/");
    const animated = await chat(page).evaluate((el) =>
      el
        .getAnimations({ subtree: true })
        .flatMap((animation) =>
          (animation.effect as KeyframeEffect).getKeyframes().flatMap((keyframe) => Object.keys(keyframe)),
        ),
    );
    const timing = ["offset", "computedOffset", "easing", "composite"];
    expect(new Set(animated.filter((property) => !timing.includes(property)))).toEqual(
      new Set(["opacity", "translate", "scale"]),
    );
  });

  test("on a phone plays only once its messages are on screen, and never replays by itself", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/");
    await expect(chat(page).getByRole("button", { name: "Replay" })).toBeVisible();
    const times = () =>
      chat(page).evaluate((el) =>
        el.getAnimations({ subtree: true }).map((animation) => Number(animation.currentTime)),
      );
    // Its label and picker are in the first view, its messages below it. An observer made now
    // reports after the page's own has: by then nothing has played.
    await chat(page).evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => (observer.disconnect(), resolve()));
          observer.observe(el.querySelector("[data-chat-wall]") ?? el);
        }),
    );
    await expect(chat(page)).not.toHaveAttribute("data-playing");
    expect(Math.max(...(await times()))).toBe(0);
    await page.locator("[data-chat-wall]").scrollIntoViewIfNeeded();
    await expect.poll(async () => Math.max(...(await times()))).toBeGreaterThan(0);
    await finishPlaying(page);
    await expect.poll(() => seen(reminder(page))).toBe(true);
    // Away and back: it stays as it was, played to the end.
    await page.getByRole("heading", { name: "Pay for performance" }).scrollIntoViewIfNeeded();
    await expect(chat(page)).not.toHaveAttribute("data-playing");
    await page.locator("[data-chat-wall]").scrollIntoViewIfNeeded();
    await expect(chat(page)).toHaveAttribute("data-playing", "");
    expect(await seen(reminder(page))).toBe(true);
    const states = await chat(page).evaluate((el) =>
      el.getAnimations({ subtree: true }).map((animation) => animation.playState),
    );
    expect(new Set(states)).toEqual(new Set(["finished"]));
  });

  test("pauses while its messages are off screen", async ({ page }) => {
    await page.goto("/");
    await expect(chat(page)).toHaveAttribute("data-playing", "");
    await page.getByRole("heading", { name: "Pay for performance" }).scrollIntoViewIfNeeded();
    await expect(chat(page)).not.toHaveAttribute("data-playing");
    const states = await chat(page).evaluate((el) =>
      el.getAnimations({ subtree: true }).map((animation) => animation.playState),
    );
    expect(new Set(states)).toEqual(new Set(["paused"]));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(chat(page)).toHaveAttribute("data-playing", "");
  });

  test("moves nothing while it plays and while scenarios change", async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto("/");
    // Ten times faster: the whole scene in about a second.
    const speedUp = () =>
      chat(page).evaluate((el) => {
        for (const animation of el.getAnimations({ subtree: true })) animation.playbackRate = 10;
      });
    await speedUp();
    await expect(reminder(page)).toBeVisible();
    for (const name of ["Reschedule", "After hours", "New patient"]) {
      await pick(page, name);
      await speedUp();
      await expect
        .poll(() =>
          chat(page).evaluate((el) =>
            el.getAnimations({ subtree: true }).every((animation) => animation.playState === "finished"),
          ),
        )
        .toBe(true);
    }
    expect(await shifts()).toEqual([]);
  });

  test("keeps every title on the line of its name", async ({ page }) => {
    for (const path of ["/", "/es/", "/pt-br/"]) {
      await page.goto(path);
      const text = await page
        .locator("section[aria-labelledby=hero-heading] figure")
        .evaluate((el) => el.textContent ?? "");
      expect(text).toMatch(/Dra?\.\u00a0\p{Lu}/u);
      expect(text).not.toMatch(/\bDra?\. /);
    }
  });
});

test.describe("the hero's example conversation on a phone", () => {
  // Its three scenarios had made the first paint's task a third longer; below the first view on a
  // phone, they render in the frames after it (global.css, render-after-paint).
  test.use({ viewport: { width: 412, height: 915 } });

  test("renders its conversation after the first paint, before the sections, and no other until picked", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      addEventListener("DOMContentLoaded", () => {
        const message = document.querySelector("[data-chat-demo] .chat-step");
        Object.assign(window, { renderedAtParse: message?.checkVisibility() });
      });
    });
    const renderedPerFrame = await recordBlocksRenderedPerFrame(page);
    await page.goto("/");
    await expect(reminder(page)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { renderedAtParse: boolean }).renderedAtParse),
    ).toBe(false);
    const rendered = (await renderedPerFrame()).flat();
    expect(rendered.slice(0, 2)).toEqual(["Example conversation", "features"]);
    expect(rendered.filter((block) => block === "Example conversation")).toHaveLength(1);
    // The scenarios not picked are skipped outright: most visitors never pick them.
    const unrendered = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-chat-wall] > *")].map((conversation) =>
          conversation.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
        ),
      );
    expect(await unrendered()).toEqual([true, false, false]);
    await pick(page, "Reschedule");
    await expect(chat(page).getByText(/Can I move my Friday check-up/)).toBeVisible();
    expect((await unrendered())[1]).toBe(true);
  });

  test("moves nothing in view as it renders, on a phone tall enough to show its top", async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto("/");
    const wall = page.locator("[data-chat-demo] .chat-stack").first();
    // A development build's ribbon (stand-in links) sits above the page: a production build has none.
    const ribbon = (await page.locator("[data-preview-ribbon]").boundingBox())?.height ?? 0;
    expect((await wall.boundingBox())?.y).toBeLessThan(915 + ribbon);
    await expect(reminder(page)).toBeVisible();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await shifts()).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

    test("shows the whole conversation", async ({ page }) => {
      await page.goto("/");
      await expect(reminder(page)).toBeVisible();
    });
  });
});

test.describe("the hero on a 1440 × 900 screen", () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });

  for (const path of ["/", "/es/", "/pt-br/", "/ar/"])
    test(`starts its text and its chat together and shows the whole scene, calendar card included (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const hero = page.locator("section[aria-labelledby=hero-heading]");
      const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? NaN;
      // The badge level with the chat's label: no blank band above the text.
      const badge = await top(hero.locator("p").first());
      expect(Math.abs(badge - (await top(hero.locator("[data-chat-demo]"))))).toBeLessThanOrEqual(2);
      // The conversation's calendar card, its last picture, above the bottom of the screen. A
      // development build's ribbon (stand-in links) sits above the page: a production build has none.
      const card = hero.locator("[data-chat-demo] > .chat-stack > :first-child");
      const box = await card.boundingBox();
      const ribbon = (await page.locator("[data-preview-ribbon]").boundingBox())?.height ?? 0;
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(900 + ribbon);
    });
});

test.describe("'Try it on WhatsApp'", () => {
  test("is absent without a demo number", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /Try it on WhatsApp/ })).toHaveCount(0);
    await expect(page.locator("img[src^='data:image/svg+xml']")).toHaveCount(0);
  });

  test.describe("with PUBLIC_DEMO_WHATSAPP_NUMBER", () => {
    test.use({ baseURL: E2E_SERVERS.demo.url, viewport: { width: 1440, height: 900 } });

    test("opens the assistant's chat with a prefilled message, by the hero and pricing", async ({ page }) => {
      await page.goto("/");
      const links = page.getByRole("link", { name: "Try it on WhatsApp", exact: true });
      await expect(links).toHaveCount(2);
      await expect(page.getByRole("region", { name: "Turn chats into confirmed bookings" })).toContainText(
        "Try it on WhatsApp",
      );
      await expect(page.locator("#pricing")).toContainText("Try it on WhatsApp");
      for (const link of await links.all()) {
        const url = new URL((await link.getAttribute("href")) ?? "");
        expect(url.origin + url.pathname).toBe(`https://wa.me/${E2E_DEMO_NUMBER}`);
        expect(url.searchParams.get("text")).toBe(
          "Hi ChatToBook! I'd like to try your assistant and book a demo.",
        );
        await expect(link).toHaveAttribute("target", "_blank");
      }
      // It takes the place of 'See how it works'.
      await expect(page.getByRole("link", { name: "See how it works" })).toHaveCount(0);
    });

    test("says under both that the assistant answers there, and the corner button reaches the team", async ({
      page,
    }) => {
      // Two WhatsApp numbers, two roles: the assistant itself here, the team on the floating button.
      await page.goto("/");
      for (const where of [
        page.getByRole("region", { name: "Turn chats into confirmed bookings" }),
        page.locator("#pricing"),
      ])
        await expect(where).toContainText(
          "Our assistant answers: ask it for a demo slot. To reach our team instead, use the WhatsApp button in the corner.",
        );
    });

    test("shows a QR code of the same link from 1024 px, none on phones", async ({ page }) => {
      await page.goto("/");
      const qr = page.getByRole("img", {
        name: "QR code that opens the WhatsApp chat with ChatToBook's assistant",
      });
      await expect(qr.first()).toBeVisible();
      await expect(qr.first()).toHaveAttribute("src", /^data:image\/svg\+xml,%3Csvg/);
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(qr.first()).toBeHidden();
    });

    test("speaks the page's language", async ({ page }) => {
      await page.goto("/pt-br/");
      const link = page.getByRole("link", { name: "Teste no WhatsApp", exact: true }).first();
      const url = new URL((await link.getAttribute("href")) ?? "");
      expect(url.searchParams.get("text")).toBe(
        "Olá, ChatToBook! Quero testar o assistente e agendar uma demo.",
      );
    });
  });
});

test.describe("the floating WhatsApp button", () => {
  test("says WhatsApp in its name and shows WhatsApp's mark", async ({ page }) => {
    await page.goto("/privacy/");
    const link = page.getByRole("link", { name: "Talk with ChatToBook on WhatsApp", exact: true });
    await expect(link).toBeVisible();
    await expect(link.locator("svg path")).toHaveAttribute("d", siWhatsapp.path);
  });

  test("says, on hover, that the team answers there", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: "Talk with ChatToBook on WhatsApp", exact: true });
    await expect(link).toHaveAttribute("title", "Talk with ChatToBook. Our team answers here.");
  });
});
