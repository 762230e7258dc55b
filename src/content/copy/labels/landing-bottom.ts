import { type FieldText, t, adv, long, sectionHeader } from "./words.ts";

/**
 * The landing page's texts from the contact form down: the form, the footer, the WhatsApp
 * button, and the 'page not found' page.
 */
export const LANDING_BOTTOM: Record<string, FieldText> = {
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
  "contact.form.validation.emailRequired": t(
    "Error shown when the e-mail address is missing",
    "under the e-mail field",
  ),
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
  "contact.form.validation.phoneInvalid": t(
    "Error shown when the phone number is not a number",
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
  "contact.form.thankYou.book": t(
    "Booking button",
    "the thank-you panel's first button, to the booking page",
  ),
  "contact.form.thankYou.whatsapp": t("WhatsApp button", "the thank-you panel's second button"),
  "contact.form.thankYou.sendAnother": t("'Send another' button", "the thank-you panel's last button"),
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
  "contact.form.unavailable.busy": t(
    "When the form is busy",
    "in place of the send button when the server refuses a request during a flood",
  ),
  "contact.form.unavailable.busy.title": t(
    "Title",
    "in place of the send button when the server is too busy",
  ),
  "contact.form.unavailable.busy.description": t(
    "Text",
    "in place of the send button when the server is too busy",
  ),
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
  "floatingChat.label": t(
    "Button name",
    "read aloud for the round WhatsApp button, and shown when hovering it",
  ),
  "floatingChat.via": adv("'on WhatsApp'", "read aloud after the button name"),
  "floatingChat.team": t(
    "Who answers there",
    "shown when hovering the round WhatsApp button, after its name",
  ),
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
