import { type FieldText, t, adv, long } from "./words.ts";

/**
 * The landing page's texts from the page-wide ones to the hero: search and sharing,
 * screen-reader texts, the top bar, the hero and its example chat, 'Try it on WhatsApp'.
 */
export const LANDING_TOP: Record<string, FieldText> = {
  document: adv("File kind", "nowhere: it tells the editor which file this is"),
  whatsappGreeting: long(
    "WhatsApp greeting",
    "the message a visitor's WhatsApp opens with after pressing a WhatsApp button",
  ),
  meta: t("Search and sharing", "search results and link previews"),
  "meta.title": t("Page title", "the browser tab, and the title in search results and link previews"),
  "meta.description": long(
    "Page description",
    "the text under the title in search results and link previews",
  ),
  "meta.ogImageAlt": t("Description of the share image", "read aloud for the picture of a shared link"),
  "meta.audience": t("Who the page is for", "search engines' description of the page; not shown on the page"),
  ui: adv("Page-wide texts", "texts for screen readers and the language menu"),
  "ui.skipLink": adv(
    "Skip link",
    "the first link a keyboard or screen-reader user meets: it jumps to the content",
  ),
  "ui.newTabHint": adv("New tab warning", "read aloud after links that open a new tab"),
  "ui.languageLabel": adv("Language menu name", "read aloud for the language menu in the top bar"),
  "ui.untranslated": adv(
    "'Not yet translated' mark",
    "beside a question shown in English because this language does not have it yet",
  ),
  "ui.previewRibbon": adv(
    "Preview ribbon",
    "development builds only: a ribbon saying the links are stand-ins",
  ),
  "ui.draftLanguage": adv(
    "Draft language ribbon",
    "development builds only: a ribbon saying a language is still mostly another's words",
  ),

  nav: t("Menu links", "the top bar, its phone menu, and the footer"),
  "nav.*": t("Menu link: {id}", "the top bar, its phone menu, and the footer"),
  bookDemo: t("'Book a demo' button", "the top bar, the hero and the 'All included' section"),
  topBar: adv("Top bar", "names of the top bar's parts, for screen readers"),
  "topBar.navLabel": adv("Name of the menu", "read aloud for the top bar's list of links"),
  "topBar.menuLabel": adv("Phone menu button", "read aloud for the menu button on phones"),
  "topBar.bookDemoShort": t(
    "Short 'Book a demo'",
    "the top bar's 'Book a demo' button on phones 360 to 419 px wide (11 characters at most)",
  ),

  hero: t("Hero", "the top of the page, the first thing visitors see"),
  "hero.badge": t(
    "Small label above the big heading",
    "the pill above the big heading at the top of the page",
  ),
  "hero.heading": t("Big heading", "the big heading at the top of the page"),
  "hero.body": long(
    "Text under the big heading",
    "the paragraph under the big heading at the top of the page",
  ),
  "hero.secondaryCta": t("Second button", "the button beside 'Book a demo' at the top of the page"),
  "hero.highlights": t(
    "Ticks under the buttons",
    "the three short claims under the buttons at the top of the page",
  ),
  "hero.highlights.*": t("Tick: {id}", "one of the short claims under the buttons at the top of the page"),
  "hero.visual": t("Example chat", "the phone-shaped example conversation beside the big heading"),
  "hero.visual.label": t("Label of the example", "above the example chat: it says the chat is an example"),
  "hero.visual.pickerLabel": adv(
    "Name of the example buttons",
    "read aloud for the buttons that pick an example",
  ),
  "hero.visual.replay": t("Replay button", "under the example chat, to play it again"),
  "hero.visual.contactName": t("Clinic name in the chat", "the name at the top of the example chat"),
  "hero.visual.contactStatus": t(
    "Status under the clinic name",
    "under the clinic's name in the example chat",
  ),
  "hero.visual.transcribedLabel": t("'Transcribed' tag", "on the voice note in the example chat"),
  "hero.visual.dayBefore": t("'The day before' divider", "in the example chat, before the reminder"),
  "hero.visual.synced": t("Calendar note", "under the appointment card in the example chat"),
  "hero.visual.scenarios": t("Examples", "the example chats a visitor can pick"),
  "hero.visual.scenarios.*": t("Example: {id}", "one of the example chats"),
  "hero.visual.scenarios.*.tab": t("Button", "the button that picks this example, above the chat"),
  "hero.visual.scenarios.*.description": long(
    "Description for screen readers",
    "read aloud instead of the animated chat; also shown when animations are off",
  ),
  "hero.visual.scenarios.*.lines": t("Messages", "the chat bubbles of this example, in order"),
  "hero.visual.scenarios.*.lines.*": t("Message: {id}", "one chat bubble of this example"),
  "hero.visual.scenarios.*.confirmation": t("Appointment card", "the card at the end of this example chat"),
  "hero.visual.scenarios.*.confirmation.title": t("Card title", "the top line of the appointment card"),
  "hero.visual.scenarios.*.confirmation.details": t("Card details", "the lines of the appointment card"),
  "hero.visual.scenarios.*.confirmation.details.*": t("Card line: {id}", "one line of the appointment card"),

  tryOnWhatsApp: t(
    "Try it on WhatsApp",
    "the link to chat with the assistant itself, under the hero's buttons",
    {
      shownWhen: "demoWhatsApp",
    },
  ),
  "tryOnWhatsApp.label": t("Link text", "the 'Try it on WhatsApp' link under the hero's buttons", {
    shownWhen: "demoWhatsApp",
  }),
  "tryOnWhatsApp.note": t("Note beside the link", "beside the 'Try it on WhatsApp' link", {
    shownWhen: "demoWhatsApp",
  }),
  "tryOnWhatsApp.team": t(
    "Who the corner button reaches",
    "under the 'Try it on WhatsApp' note: that the round WhatsApp button in the corner reaches the team",
    { shownWhen: "demoWhatsApp" },
  ),
  "tryOnWhatsApp.message": long("First message", "the message the visitor's WhatsApp opens with", {
    shownWhen: "demoWhatsApp",
  }),
  "tryOnWhatsApp.qrCaption": t("QR code caption", "under the QR code shown on computers", {
    shownWhen: "demoWhatsApp",
  }),
  "tryOnWhatsApp.qrAlt": adv("QR code description", "read aloud for the QR code", {
    shownWhen: "demoWhatsApp",
  }),
};
