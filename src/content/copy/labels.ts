import type { PublicConfig } from "#src/core/settings/public-env.ts";

/*
 * What the content editor calls each text of the copy files, and where a visitor sees it
 * (decision 082): one entry per YAML path, `*` standing for any id or list position
 * (`faq.items.*.question`), so a list's items share one entry and new items need none. The editor's
 * configuration reads it (cms.ts); a test checks that every key of the schema has a label and a
 * where-hint. Words a marketer uses: no key names, no developer terms.
 */

/** A setting that decides whether a text shows on the page. */
interface Condition {
  /** "a revenue share is configured", completing "Shown only when …". */
  when: string;
  /** This build's state, "now not set" or "now 15 %". */
  state(config: PublicConfig): string;
}

const set = (value: unknown, shown: string) =>
  value === undefined || value === "" ? "now not set" : `now ${shown}`;

export const CONDITIONS = {
  revenueShare: {
    when: "a revenue share is configured (PUBLIC_REVENUE_SHARE_PERCENT)",
    state: (c) => set(c.revenueSharePercent, `${c.revenueSharePercent} %`),
  },
  demoWhatsApp: {
    when: "the assistant's own WhatsApp number is configured (PUBLIC_DEMO_WHATSAPP_NUMBER)",
    state: (c) => set(c.demoWhatsappNumber, "set"),
  },
  team: {
    when: "founders are listed in Company facts",
    state: () => "see Company facts",
  },
  company: {
    when: "the company's legal name is configured (PUBLIC_LEGAL_ENTITY, or PUBLIC_CONTROLLER_NAME)",
    state: (c) => set(c.legalEntity ?? c.controllerName, `"${c.legalEntity ?? c.controllerName}"`),
  },
  companyAddress: {
    when: "the company's address is configured (PUBLIC_LEGAL_ADDRESS, or PUBLIC_CONTROLLER_ADDRESS)",
    state: (c) => set(c.legalAddress ?? c.controllerAddress, "set"),
  },
  companyNumber: {
    when: "the company's registration number is configured (PUBLIC_COMPANY_NUMBER)",
    state: (c) => set(c.companyNumber, c.companyNumber ?? ""),
  },
  founders: {
    when: "a founder listed in Company facts has a profile link",
    state: () => "see Company facts",
  },
  testimonials: {
    when: "real testimonials, given with consent, are listed in Company facts",
    state: () => "see Company facts",
  },
  billingFacts: {
    when: "this billing fact is set in Company facts",
    state: () => "see Company facts",
  },
  patientData: {
    when: "a patient-data fact is set in Company facts",
    state: () => "see Company facts",
  },
  bookingOverlay: {
    when: "the booking calendar opens inside the page (PUBLIC_BOOKING_OVERLAY)",
    state: (c) => (c.bookingOverlay ? "now on" : "now off"),
  },
  socialNamed: {
    when: "the social link is LinkedIn, Instagram, Facebook, X, YouTube or TikTok (PUBLIC_SOCIAL_URL)",
    state: (c) => set(c.socialUrl, c.socialUrl ?? ""),
  },
  socialOther: {
    when: "the social link is another site (PUBLIC_SOCIAL_URL)",
    state: (c) => set(c.socialUrl, c.socialUrl ?? ""),
  },
  imprint: {
    when: "an imprint page is configured (PUBLIC_IMPRINT_URL)",
    state: (c) => set(c.imprintUrl, "set"),
  },
  supabase: {
    when: "requests are stored on Supabase (PUBLIC_SUPABASE_URL)",
    state: (c) => (c.supabaseUrl ? "now Supabase" : "now the own server"),
  },
  ownServer: {
    when: "requests are stored on the site's own server (no PUBLIC_SUPABASE_URL)",
    state: (c) => (c.supabaseUrl ? "now Supabase" : "now the own server"),
  },
} satisfies Record<string, Condition>;

export type ConditionName = keyof typeof CONDITIONS;

/** How the editor presents one text (or one group of texts). */
export interface FieldText {
  /** A plain name: "Big heading". */
  label: string;
  /** Where a visitor sees it: "the big heading at the top of the page". */
  where: string;
  /** Technical texts (screen readers, error logs, spam traps): shown under "Advanced". */
  advanced?: true;
  /** Shown on the page only when a setting is on. */
  shownWhen?: ConditionName;
  /** A text of several sentences: a larger box. */
  long?: true;
  /** A picture's address: uploaded to the media folder from the editor. */
  image?: true;
}

const t = (label: string, where: string, extra: Omit<FieldText, "label" | "where"> = {}): FieldText => ({
  label,
  where,
  ...extra,
});
const adv = (label: string, where: string, extra: Omit<FieldText, "label" | "where" | "advanced"> = {}) =>
  t(label, where, { ...extra, advanced: true });
const long = (label: string, where: string, extra: Omit<FieldText, "label" | "where" | "long"> = {}) =>
  t(label, where, { ...extra, long: true });

/** A section's small label, heading and introduction, which most sections have. */
const sectionHeader = (section: string, name: string) => {
  // "the features section", but "the FAQ section".
  const named = name === name.toUpperCase() ? name : name.toLowerCase();
  return {
    [section]: t(name, `the ${named} section`),
    [`${section}.eyebrow`]: t("Small label above the heading", `above the ${named} section's heading`),
    [`${section}.heading`]: t("Section heading", `the heading of the ${named} section`),
    [`${section}.intro`]: long("Introduction", `the paragraph under the ${named} section's heading`),
  };
};

/** The landing page's texts, by YAML path. */
export const LANDING_TEXTS: Record<string, FieldText> = {
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
  "tryOnWhatsApp.message": long("First message", "the message the visitor's WhatsApp opens with", {
    shownWhen: "demoWhatsApp",
  }),
  "tryOnWhatsApp.qrCaption": t("QR code caption", "under the QR code shown on computers", {
    shownWhen: "demoWhatsApp",
  }),
  "tryOnWhatsApp.qrAlt": adv("QR code description", "read aloud for the QR code", {
    shownWhen: "demoWhatsApp",
  }),

  ...sectionHeader("features", "Features"),
  "features.cards": t("Cards", "the four cards of the features section"),
  "features.cards.*": t("Card: {id}", "one card of the features section"),
  "features.cards.*.title": t("Card title", "the bold line of a features card"),
  "features.cards.*.body": long("Card text", "the text of a features card"),

  ...sectionHeader("howItWorks", "How it works"),
  "howItWorks.steps": t("Steps", "the three numbered steps"),
  "howItWorks.steps.*": t("Step: {id}", "one numbered step"),
  "howItWorks.steps.*.title": t("Step title", "the bold line of a step"),
  "howItWorks.steps.*.body": long("Step text", "the text of a step"),

  ...sectionHeader("integrations", "Integrations"),
  "integrations.roles": t("What each tool does", "under each tool's logo in the integrations section"),
  "integrations.roles.*": t("Under the logo: {id}", "under this tool's logo in the integrations section"),
  "integrations.more": t("Closing line", "under the logos of the integrations section"),
  "integrations.practiceSystems": long(
    "Practice systems",
    "under the closing line of the integrations section: how a practice-management system connects",
  ),

  ...sectionHeader("pricing", "Pricing"),
  "pricing.points": t("Pricing points", "the three points of the pricing card"),
  "pricing.points.*": t("Point: {id}", "one point of the pricing card"),
  "pricing.points.*.title": t("Point title", "the bold line of a pricing point"),
  "pricing.points.*.body": long("Point text", "the text of a pricing point"),
  "pricing.noLockIn": t("'No lock-in' line", "under the pricing card's button"),
  "pricing.share": t("Revenue share", "the pricing card's share line and the cost answer in the FAQ", {
    shownWhen: "revenueShare",
  }),
  "pricing.share.title": t("Share line", "the pricing card's line with the share's percentage", {
    shownWhen: "revenueShare",
  }),
  "pricing.share.newPatient": long(
    "Who counts as a new patient",
    "under the share line in the pricing card",
    {
      shownWhen: "revenueShare",
    },
  ),
  "pricing.share.faqNote": t(
    "Share sentence in the FAQ",
    "added to the FAQ answer that states the share (its 'Facts added' is 'share')",
    {
      shownWhen: "revenueShare",
    },
  ),
  "pricing.calculator": t(
    "Revenue calculator",
    "the calculator under the pricing card; the share's percentage is the setting PUBLIC_REVENUE_SHARE_PERCENT",
  ),
  "pricing.calculator.heading": t("Calculator heading", "the heading of the revenue calculator"),
  "pricing.calculator.intro": long("Calculator introduction", "under the calculator's heading"),
  "pricing.calculator.legend": t("Inputs heading", "above the calculator's inputs"),
  "pricing.calculator.inputs": t("Input labels", "the labels of the calculator's four inputs"),
  "pricing.calculator.inputs.enquiriesPerWeek": t("Enquiries input", "label of the first calculator input"),
  "pricing.calculator.inputs.conversionPercent": t(
    "Booking share input",
    "label of the second calculator input",
  ),
  "pricing.calculator.inputs.afterHoursPercent": t(
    "After-hours input",
    "label of the third calculator input",
  ),
  "pricing.calculator.inputs.firstVisitValue": t(
    "First-visit value input",
    "label of the fourth calculator input",
  ),
  "pricing.calculator.conversionHint": t(
    "Booking share hint",
    "under the booking share input: why its starting figure is low",
  ),
  "pricing.calculator.afterHoursHint": t(
    "After-hours hint",
    "under the after-hours input: why those are the patients a clinic gains",
  ),
  "pricing.calculator.example": t(
    "Starting figures",
    "the figures the calculator opens with in this language's market (a visitor changes them)",
  ),
  "pricing.calculator.example.enquiriesPerWeek": t("Enquiries a week", "the first input's starting figure"),
  "pricing.calculator.example.conversionPercent": t(
    "Booking share (%)",
    "the second input's starting figure",
  ),
  "pricing.calculator.example.afterHoursPercent": t("After hours (%)", "the third input's starting figure"),
  "pricing.calculator.example.firstVisitValue": t(
    "First-visit value",
    "the fourth input's starting figure, in this language's currency",
  ),
  "pricing.calculator.resultsHeading": t("Results heading", "above the calculator's results"),
  "pricing.calculator.results": t("Result labels", "the labels of the calculator's results"),
  "pricing.calculator.results.newPatients": t("New patients", "label of the first result"),
  "pricing.calculator.results.afterHours": t("Booked after hours", "label of the second result"),
  "pricing.calculator.results.extraRevenue": t("Extra revenue", "label of the third result"),
  "pricing.calculator.results.fee": t("Our share", "label of a result", { shownWhen: "revenueShare" }),
  "pricing.calculator.results.net": t("Left after our share", "label of the last result", {
    shownWhen: "revenueShare",
  }),
  "pricing.calculator.formula": long(
    "How new patients are worked out",
    "the first line of arithmetic under the results",
  ),
  "pricing.calculator.formulaAfterHours": long(
    "How the extra revenue is worked out",
    "the second line of arithmetic under the results",
  ),
  "pricing.calculator.formulaShare": long("How the share is worked out", "the last line of arithmetic", {
    shownWhen: "revenueShare",
  }),
  "pricing.calculator.formulaShareCapped": long(
    "How the share is worked out, with a cap",
    "the last line of arithmetic when the cap per new patient (Company facts) applies",
    { shownWhen: "revenueShare" },
  ),
  "pricing.calculator.announcement": adv(
    "Result read aloud",
    "read aloud to screen-reader users when the result changes",
  ),
  "pricing.calculator.announcementShare": adv(
    "Share read aloud",
    "read aloud after the result when it changes",
    {
      shownWhen: "revenueShare",
    },
  ),
  "pricing.calculator.errors": t(
    "Input errors",
    "under a calculator input the visitor emptied or filled wrongly",
  ),
  "pricing.calculator.errors.empty": t("Error shown when an input is empty", "under the calculator input"),
  "pricing.calculator.errors.range": t(
    "Error shown when a figure is out of range",
    "under the calculator input; it names the smallest and largest figures",
  ),
  "pricing.calculator.invalid": t(
    "While an input is wrong",
    "in place of the results and the arithmetic while an input is wrong",
  ),
  "pricing.cta": t("Pricing button", "the big button of the pricing card"),
  "pricing.ctaNote": t("Note under the pricing button", "under the pricing card's button"),
  "pricing.overlay": t("Booking window", "the window with the booking calendar", {
    shownWhen: "bookingOverlay",
  }),
  "pricing.overlay.title": t("Window title", "the top of the booking window", {
    shownWhen: "bookingOverlay",
  }),
  "pricing.overlay.frameTitle": adv(
    "Calendar name",
    "read aloud for the calendar inside the booking window",
    {
      shownWhen: "bookingOverlay",
    },
  ),
  "pricing.overlay.close": t("Close button", "the booking window's close button", {
    shownWhen: "bookingOverlay",
  }),
  "pricing.overlay.fallback": t(
    "Open in a new tab",
    "the booking window's link to open the calendar on its own",
    {
      shownWhen: "bookingOverlay",
    },
  ),

  testimonials: t("Customer stories", "the customer stories section", { shownWhen: "testimonials" }),
  "testimonials.eyebrow": t("Small label above the heading", "above the customer stories' heading", {
    shownWhen: "testimonials",
  }),
  "testimonials.heading": t("Section heading", "the heading of the customer stories section", {
    shownWhen: "testimonials",
  }),
  "testimonials.intro": long("Introduction", "under the customer stories' heading", {
    shownWhen: "testimonials",
  }),

  team: t("Who we are", "the section about the company and its founders", { shownWhen: "team" }),
  "team.eyebrow": t("Small label above the heading", "above the 'Who we are' heading", { shownWhen: "team" }),
  "team.heading": t("Section heading", "the heading of the 'Who we are' section", { shownWhen: "team" }),
  "team.profile": adv("Profile link name", "read aloud for a founder's profile link", {
    shownWhen: "founders",
  }),

  ...sectionHeader("checklist", "All included"),
  "checklist.items": t("Checklist", "the ticked items of the 'All included' section"),
  "checklist.items.*": t("Item: {id}", "one ticked item of the 'All included' section"),
  "checklist.items.*.title": t("Item title", "the bold line of a ticked item"),
  "checklist.items.*.body": long("Item text", "the text of a ticked item"),
  "checklist.demo": t("Demo box", "the box with the 'Book a demo' button in the 'All included' section"),
  "checklist.demo.title": t("Demo box title", "the bold line of the demo box"),
  "checklist.demo.body": long("Demo box text", "the text of the demo box"),

  ...sectionHeader("faq", "FAQ"),
  "faq.items": t("Questions", "the questions and answers of the FAQ section, in order"),
  "faq.items.*": t("Question: {id}", "one question of the FAQ section"),
  "faq.items.*.id": t("Id", "nowhere: it pairs the languages' versions of a question; never change it"),
  "faq.items.*.question": t("Question", "a question in the FAQ section"),
  "faq.items.*.answer": long("Answer", "the answer that opens under its question"),
  "faq.items.*.link": t("Link after the answer", "a link at the end of this answer, to a page of the site"),
  "faq.items.*.link.label": t("Link text", "the link at the end of this answer"),
  "faq.items.*.link.page": t(
    "Page it opens",
    "the page of the site the link at the end of this answer opens",
  ),
  "faq.items.*.facts": t(
    "Facts added after the answer",
    "share: the configured percentage; billing: the billing facts; patientData: the patient-data facts (a question with patientData shows only once one is set in Company facts)",
  ),

  billing: t("Billing facts' sentences", "added to the FAQ answer whose 'Facts added' is billing", {
    shownWhen: "billingFacts",
  }),
  "billing.statement": t("Statement", "when the statement's frequency is set", { shownWhen: "billingFacts" }),
  "billing.statement.monthly": long("Monthly statement", "when statements come monthly", {
    shownWhen: "billingFacts",
  }),
  "billing.noShows": t("No-shows", "when it is set whether no-shows are billed", {
    shownWhen: "billingFacts",
  }),
  "billing.noShows.billed": long("No-shows billed", "when no-shows are billed", {
    shownWhen: "billingFacts",
  }),
  "billing.noShows.notBilled": long("No-shows not billed", "when no-shows are not billed", {
    shownWhen: "billingFacts",
  }),
  "billing.freeFirstVisits": t("Free first visits", "when it is set whether free first visits are billed", {
    shownWhen: "billingFacts",
  }),
  "billing.freeFirstVisits.billed": long("Free first visits billed", "when they are billed", {
    shownWhen: "billingFacts",
  }),
  "billing.freeFirstVisits.notBilled": long("Free first visits not billed", "when they are not billed", {
    shownWhen: "billingFacts",
  }),
  "billing.cap": t("Cap per new patient", "when a cap per new patient is set; it names the amount", {
    shownWhen: "billingFacts",
  }),

  ...sectionHeader("patientData", "Patient data"),
  "patientData.processorsHeading": t(
    "Processors heading",
    "above the list of who processes patients' messages",
    {
      shownWhen: "patientData",
    },
  ),
  "patientData.roles": t("What each processor does", "before each processor's name", {
    shownWhen: "patientData",
  }),
  "patientData.roles.*": t("Role: {id}", "before the name of a processor with this role", {
    shownWhen: "patientData",
  }),
  "patientData.processor": t("Processor line", "one line per processor: its role, name and region", {
    shownWhen: "patientData",
  }),
  "patientData.agreement": t("Data processing agreement", "when it is set whether one is offered", {
    shownWhen: "patientData",
  }),
  "patientData.agreement.*": long("Agreement: {id}", "when the answer is this one", {
    shownWhen: "patientData",
  }),
  "patientData.training": t("Training AI models", "when it is set whether patients' messages train models", {
    shownWhen: "patientData",
  }),
  "patientData.training.*": long("Training: {id}", "when the answer is this one", {
    shownWhen: "patientData",
  }),
  "patientData.retention": t("Retention", "when it is set how many days conversations are kept", {
    shownWhen: "patientData",
  }),
  "patientData.humanTakeover": t(
    "Taking over",
    "when it is set whether the team can take conversations over",
    {
      shownWhen: "patientData",
    },
  ),
  "patientData.humanTakeover.*": long("Taking over: {id}", "when the answer is this one", {
    shownWhen: "patientData",
  }),

  ...sectionHeader("contact", "Contact"),
  "contact.form": t("Contact form", "the contact form"),
  "contact.form.formLabel": adv("Form name", "read aloud for the contact form"),
  "contact.form.labels": t("Field labels", "above each field of the contact form"),
  "contact.form.labels.*": t("Label: {id}", "above this field of the contact form"),
  "contact.form.placeholders": t(
    "Examples in the fields",
    "the grey example inside each empty field of the form",
  ),
  "contact.form.placeholders.*": t("Example: {id}", "the grey example inside this empty field"),
  "contact.form.optionalHint": t("'Optional' mark", "after the labels of fields that may stay empty"),
  "contact.form.messageHint": t("Hint under the message", "under the message field"),
  "contact.form.whatsappOptIn": t("WhatsApp tick box", "the tick box under the form's fields"),
  "contact.form.notice": t("Privacy note", "above the form's send button"),
  "contact.form.notice.text": t("Privacy note", "above the form's send button"),
  "contact.form.notice.link": t("Privacy link", "the link after the privacy note"),
  "contact.form.validation": t("Error messages", "under a form field the visitor filled in wrongly"),
  "contact.form.validation.nameRequired": t("Error shown when the name is missing", "under the name field"),
  "contact.form.validation.nameTooLong": t("Error shown when the name is too long", "under the name field"),
  "contact.form.validation.emailInvalid": t(
    "Error shown when the e-mail address is wrong",
    "under the e-mail field",
  ),
  "contact.form.validation.emailTooLong": t(
    "Error shown when the e-mail address is too long",
    "under the e-mail field",
  ),
  "contact.form.validation.phoneRequired": t(
    "Error shown when the phone number is missing",
    "under the phone field",
  ),
  "contact.form.validation.phoneTooLong": t(
    "Error shown when the phone number is too long",
    "under the phone field",
  ),
  "contact.form.validation.clinicNameRequired": t(
    "Error shown when the clinic name is missing",
    "under the clinic name field",
  ),
  "contact.form.validation.clinicNameTooLong": t(
    "Error shown when the clinic name is too long",
    "under the clinic name field",
  ),
  "contact.form.validation.messageTooLong": t(
    "Error shown when the message is too long",
    "under the message field",
  ),
  "contact.form.validation.unsupportedCharacters": t(
    "Error shown for characters the form cannot take",
    "under the field that has them",
  ),
  "contact.form.submit": t("Send button", "the contact form's button"),
  "contact.form.submitting": t("Send button while sending", "the button while the request is on its way"),
  "contact.form.success": t("Sent message", "the short message after a request is sent"),
  "contact.form.success.title": t("Sent message title", "the pop-up after a request is sent"),
  "contact.form.success.description": t("Sent message text", "the pop-up after a request is sent"),
  "contact.form.thankYou": t("Thank-you panel", "in place of the form after a request is sent"),
  "contact.form.thankYou.title": t("Thank-you title", "the panel shown in place of the form once sent"),
  "contact.form.thankYou.body": long("Thank-you text", "the panel shown in place of the form once sent"),
  "contact.form.thankYou.whatsapp": t("WhatsApp button", "the thank-you panel's WhatsApp button"),
  "contact.form.thankYou.sendAnother": t("'Send another' button", "the thank-you panel's second button"),
  "contact.form.failure": t("Failure message", "the pop-up when a request could not be sent"),
  "contact.form.failure.title": t("Failure title", "the pop-up when a request could not be sent"),
  "contact.form.failure.description": t("Failure text", "the pop-up when a request could not be sent"),
  "contact.form.dismissToast": adv("Close button of pop-ups", "read aloud for the × of the form's pop-ups"),
  "contact.form.honeypotLabel": adv(
    "Spam trap",
    "a hidden field that only spam robots fill in; screen readers are told to leave it empty",
  ),
  "contact.form.unavailable": t("Form fallback", "in place of the form when it cannot run"),
  "contact.form.unavailable.noScript": t("Without JavaScript", "in place of the form when JavaScript is off"),
  "contact.form.unavailable.noScript.title": t("Title", "in place of the form when JavaScript is off"),
  "contact.form.unavailable.noScript.description": t("Text", "in place of the form when JavaScript is off"),
  "contact.form.unavailable.crashed": t("When the form breaks", "in place of the form when it fails to load"),
  "contact.form.unavailable.crashed.title": t("Title", "in place of the form when it fails to load"),
  "contact.form.unavailable.crashed.description": t("Text", "in place of the form when it fails to load"),
  "contact.form.unavailable.whatsappLabel": t("WhatsApp link", "the fallback's WhatsApp link"),
  "contact.form.unavailable.bookingLabel": t("Booking link", "the fallback's booking link"),
  "contact.trust": t("Trust box", "the box beside the contact form"),
  "contact.trust.title": t("Trust box title", "the heading of the box beside the contact form"),
  "contact.trust.points": t("Trust points", "the points of the box beside the contact form"),
  "contact.trust.points.*": t("Point: {id}", "one point of the box beside the contact form"),
  "contact.trust.privacy": t("Privacy link", "the link at the bottom of the box beside the form"),

  footer: t("Footer", "the bottom of every page"),
  "footer.tagline": t("Tagline", "under the logo in the footer"),
  "footer.navLabel": adv("Name of the footer menu", "read aloud for the footer's links"),
  "footer.social": t("Social link (named network)", "the footer's social link", { shownWhen: "socialNamed" }),
  "footer.socialGeneric": t("Social link (other site)", "the footer's social link", {
    shownWhen: "socialOther",
  }),
  "footer.copyright": t("Copyright line", "the last line of the footer"),
  "footer.company": t("Company sentence", "in the footer, naming the company behind the site", {
    shownWhen: "company",
  }),
  "footer.addressLabel": t("Address label", "in the footer, before the company's address", {
    shownWhen: "companyAddress",
  }),
  "footer.companyNumber": t("Company number", "in the footer, after the company's address", {
    shownWhen: "companyNumber",
  }),
  "footer.legalNavLabel": adv("Name of the legal links", "read aloud for the footer's legal links"),
  "footer.privacy": t("Privacy link", "the footer's link to the privacy page"),
  "footer.imprint": t("Imprint link", "the footer's link to the imprint", { shownWhen: "imprint" }),

  floatingChat: t("WhatsApp button", "the round WhatsApp button in the corner of every page"),
  "floatingChat.label": t("Button text", "beside the round WhatsApp button on wide screens"),
  "floatingChat.via": adv("'on WhatsApp'", "read aloud after the button text"),
  "floatingChat.regionLabel": adv("Name of the chat corner", "read aloud for the corner holding the button"),

  storedIn: adv("Where requests are kept", "fills {storedIn} in the FAQ and beside the contact form"),
  "storedIn.supabase": adv("Kept on Supabase", "fills {storedIn} in the FAQ and beside the form", {
    shownWhen: "supabase",
  }),
  "storedIn.ownServer": adv("Kept on the own server", "fills {storedIn} in the FAQ and beside the form", {
    shownWhen: "ownServer",
  }),

  notFound: t("Page not found", "the page shown for a link that leads nowhere"),
  "notFound.title": t("Page title", "the browser tab on the 'page not found' page"),
  "notFound.description": t("Page description", "search engines' description of the 'page not found' page"),
  "notFound.heading": t("Heading", "the heading of the 'page not found' page"),
  "notFound.body": long("Text", "under the heading of the 'page not found' page"),
  "notFound.home": t("Home button", "the 'page not found' page's button"),
  "notFound.logMessage": adv("Log message", "the browser's developer console, for developers only"),
};

/** The privacy page's texts, by YAML path. Which sentences show depends on the settings (privacy.ts). */
export const PRIVACY_TEXTS: Record<string, FieldText> = {
  document: adv("File kind", "nowhere: it tells the editor which file this is"),
  title: t("Page title", "the browser tab and search results"),
  description: long("Page description", "search results and link previews"),
  heading: t("Heading", "the heading of the privacy page"),
  intro: long("Introduction", "under the privacy page's heading"),
  updated: t("Date of this version", 'the "last updated" line under the heading; a date written 2026-11-28'),
  updatedLine: t("Last-updated line", "under the privacy page's heading, with the date"),
  gdpr: t("Which GDPR", "the names of the data protection law, chosen by where the company is established"),
  "gdpr.*": t(
    "GDPR wording: {id}",
    "used when the company is established there (PUBLIC_CONTROLLER_JURISDICTION)",
  ),
  "gdpr.*.law": long("The law's full name", "in the introduction"),
  "gdpr.*.name": t("The law's short name", "in the legal bases, e.g. GDPR or UK GDPR"),
  "gdpr.*.transfers": long("Transfers abroad", "at the end of the recipients part"),
  "gdpr.*.complaint": long("Where to complain", "in the complaints part"),
  missingValuesNotice: adv("Notice of missing settings", "development builds only, above the page"),
  controller: t("Who is responsible", "the first part of the privacy page"),
  "controller.heading": t("Heading", "the heading of the part about who is responsible"),
  "controller.lead": t("Opening sentence", "before the company's name and address"),
  "controller.dpoReachAt": long("Data protection officer (no name)", "when an officer's e-mail is set"),
  "controller.dpoNamedReachAt": long(
    "Data protection officer (named, with e-mail)",
    "when the officer's name and e-mail are set",
  ),
  "controller.dpoNamed": t("Data protection officer (named)", "when only the officer's name is set"),
  "controller.questionsByEmail": t("Questions by e-mail", "before the privacy e-mail address"),
  "controller.questionsByForm": t("Questions by the form", "when no privacy e-mail is set"),
  purpose: t("What and why", "the part about what is collected"),
  "purpose.heading": t("Heading", "the heading of the part about what is collected"),
  "purpose.paragraphs": t("Paragraphs", "the paragraphs about what is collected"),
  "purpose.paragraphs.*": long("Paragraph: {id}", "one paragraph about what is collected"),
  recipients: t("Who receives it", "the part about who receives the data"),
  "recipients.heading": t("Heading", "the heading of the part about recipients"),
  "recipients.hosting": long("Hosting provider", "when a hosting provider is set"),
  "recipients.ownServer": t("Own server", "when the site runs on its own server"),
  "recipients.supabase": long("Supabase", "when requests are stored on Supabase"),
  "recipients.ownDatabase": t("Own database", "when requests are stored on the own server"),
  "recipients.other": long("Other recipient", "one line per other recipient in the settings"),
  "recipients.onlyUs": t("Only us", "after the recipients"),
  "recipients.transfers": long("Transfers abroad", "at the end of the recipients part"),
  "recipients.processors": long("Processors", "after the recipients, when a service provider is listed"),
  retention: t("How long", "the part about how long data is kept"),
  "retention.heading": t("Heading", "the heading of the part about how long data is kept"),
  "retention.automatic": long("Deleted after a while", "when requests are deleted after some days"),
  "retention.onRequest": t("Kept until asked", "when requests are kept until deletion is asked for"),
  "retention.period": t("Number of days", "how the days are written, by how many there are"),
  "retention.period.*": t("Days, {id} form", "the number of days when the language uses this form for it"),
  rights: t("Your rights", "the part about the visitor's rights"),
  "rights.heading": t("Heading", "the heading of the rights part"),
  "rights.items": t("Rights", "the list of rights"),
  "rights.items.*": long("Right: {id}", "one item of the list of rights"),
  "rights.useByEmail": t("Use them by e-mail", "before the privacy e-mail address"),
  "rights.useByForm": t("Use them by the form", "when no privacy e-mail is set"),
  "rights.deadline": long("Answer time", "at the end of the rights part"),
  complaints: t("Complaints", "the part about complaints"),
  "complaints.heading": t("Heading", "the heading of the complaints part"),
  "complaints.body": long("Text", "the complaints part"),
  measurement: t("Measurement", "the part about how visits are measured"),
  "measurement.heading": t("Heading", "the heading of the measurement part"),
  "measurement.lead": long("Opening", "the start of the measurement part"),
  "measurement.items": t("What is measured", "the list of what is measured"),
  "measurement.items.*": long("Measured: {id}", "one item of the list of what is measured"),
  "measurement.visitors": long("Counting visitors", "after the list of what is measured"),
  "measurement.basis": long("Legal basis", "at the end of the measurement part"),
  cookies: t("Cookies", "the part about cookies"),
  "cookies.heading": t("Heading", "the heading of the cookies part"),
  "cookies.body": long("Text", "the cookies part", {}),
  "cookies.bodyWithOverlay": long("Text with the booking window", "the cookies part", {
    shownWhen: "bookingOverlay",
  }),
};

/** The e-mail's texts, by YAML path. */
export const EMAIL_TEXTS: Record<string, FieldText> = {
  document: adv("File kind", "nowhere: it tells the editor which file this is"),
  autoreply: t(
    "Confirmation e-mail",
    "the e-mail a visitor gets after sending the form, when confirmations are on",
  ),
  "autoreply.subject": t("Subject", "the confirmation e-mail's subject line"),
  "autoreply.body": long("Text", "the confirmation e-mail's text"),
};

export const TEXTS = { landing: LANDING_TEXTS, privacy: PRIVACY_TEXTS, email: EMAIL_TEXTS } as const;

/** The entry for a YAML path, exact or through `*`; undefined when none matches. */
export function fieldText(document: keyof typeof TEXTS, path: readonly string[]): FieldText | undefined {
  const texts: Record<string, FieldText> = TEXTS[document];
  const exact = texts[path.join(".")];
  if (exact) return withId(exact, path);
  // The entry with the fewest `*` wins: an id named on its own beats the list's pattern.
  let best: [number, FieldText] | undefined;
  for (const [pattern, text] of Object.entries(texts)) {
    const parts = pattern.split(".");
    if (parts.length !== path.length || !parts.every((part, i) => part === "*" || part === path[i])) continue;
    const stars = parts.filter((part) => part === "*").length;
    if (!best || stars < best[0]) best = [stars, text];
  }
  return best && withId(best[1], path);
}

/** `{id}` in a label: the key it stands for, in words ("followUp" → "follow up"). */
function withId(text: FieldText, path: readonly string[]): FieldText {
  if (!text.label.includes("{id}")) return text;
  const id = path.at(-1) ?? "";
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return { ...text, label: text.label.replace("{id}", words) };
}

/** "Shown only when … — now not set", for a text a setting hides. */
export function shownWhenNote(text: FieldText, config: PublicConfig | undefined): string | undefined {
  if (!text.shownWhen) return undefined;
  const condition: Condition = CONDITIONS[text.shownWhen];
  return `Shown only when ${condition.when}${config ? ` — ${condition.state(config)}` : ""}.`;
}

/**
 * The landing page's sections as the editor lists them, in page order, by their top-level keys;
 * `page` is where the section is, from a language's home page ("#faq", a page's path).
 */
export const LANDING_SECTIONS = [
  { name: "top-bar", label: "Top bar and menu", keys: ["nav", "bookDemo", "topBar"], page: "" },
  { name: "hero", label: "Hero: top of the page", keys: ["hero", "tryOnWhatsApp"], page: "" },
  { name: "features", label: "Features", keys: ["features"], page: "#features" },
  { name: "how-it-works", label: "How it works", keys: ["howItWorks"], page: "#how-it-works" },
  { name: "integrations", label: "Integrations", keys: ["integrations"], page: "#integrations" },
  { name: "pricing", label: "Pricing and calculator", keys: ["pricing"], page: "#pricing" },
  { name: "testimonials", label: "Customer stories", keys: ["testimonials"], page: "#testimonials" },
  { name: "team", label: "Who we are", keys: ["team"], page: "#team" },
  { name: "checklist", label: "All included", keys: ["checklist"], page: "#included" },
  { name: "patient-data", label: "Patient data", keys: ["patientData"], page: "#patient-data" },
  { name: "faq", label: "FAQ and billing", keys: ["faq", "billing"], page: "#faq" },
  { name: "contact", label: "Contact form", keys: ["contact"], page: "#contact" },
  { name: "footer", label: "Footer and WhatsApp button", keys: ["footer", "floatingChat"], page: "#contact" },
  { name: "search", label: "Search results and sharing", keys: ["meta", "whatsappGreeting"], page: "" },
  { name: "not-found", label: "Page not found", keys: ["notFound"], page: "no-such-page/" },
] as const;

/** Where each collection's texts show, from a language's home page (the editor's page links). */
export const COLLECTION_PAGES: Record<string, string> = {
  ...Object.fromEntries(LANDING_SECTIONS.map((section) => [section.name, section.page])),
  privacy: "privacy/",
  "privacy-advanced": "privacy/",
};
