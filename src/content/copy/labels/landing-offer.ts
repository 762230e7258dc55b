import { type FieldText, t, adv, long, sectionHeader } from "./words.ts";

/**
 * The landing page's texts about the offer: features, how it works, integrations, pricing
 * and its calculator.
 */
export const LANDING_OFFER: Record<string, FieldText> = {
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
};
