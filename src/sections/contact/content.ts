import { DEFAULT_LOCALE, intlTag, type Locale } from "#src/core/locales.ts";
import {
  CLINIC_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  type ContactMessages,
} from "#src/core/contact-schema.ts";
import { fill } from "#src/core/fill.ts";
import { PAGES } from "#src/core/pages.ts";
import type { PublicConfig } from "#src/core/settings/public-env.ts";
import type { LandingCopy } from "#src/content/copy/landing-schema.ts";
import { LIST_IDS } from "#src/content/copy/landing-schema.ts";
import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";

/**
 * The contact form island's copy: the only copy shipped to the browser, so it holds exactly what
 * the form shows. `pageUrl` writes the privacy page's URL in the locale.
 */
export function buildContactForm(
  c: PublicConfig,
  copy: LandingCopy,
  locale: Locale = DEFAULT_LOCALE,
  pageUrl: (path: string) => string = (path) => path,
) {
  const f = copy.contact.form;
  const brand = { brand: c.brandName };
  // Limits are numbers, so Intl writes them in the locale's digits. English keeps the spec's "1000"
  // (no separator below 10,000); the others group as their readers do ("1.000" in Brazil).
  const limit = new Intl.NumberFormat(intlTag(locale), {
    useGrouping: locale === DEFAULT_LOCALE ? "min2" : "always",
  });
  const tooLong = (template: string, max: number) => fill(template, { max: limit.format(max) });
  const v = f.validation;
  const validation: ContactMessages = {
    nameRequired: v.nameRequired,
    nameTooLong: tooLong(v.nameTooLong, NAME_MAX_LENGTH),
    emailRequired: v.emailRequired,
    emailInvalid: v.emailInvalid,
    emailTooLong: tooLong(v.emailTooLong, EMAIL_MAX_LENGTH),
    phoneRequired: v.phoneRequired,
    phoneTooLong: tooLong(v.phoneTooLong, PHONE_MAX_LENGTH),
    phoneInvalid: fill(v.phoneInvalid, { min: limit.format(PHONE_MIN_DIGITS) }),
    clinicNameRequired: v.clinicNameRequired,
    clinicNameTooLong: tooLong(v.clinicNameTooLong, CLINIC_NAME_MAX_LENGTH),
    messageTooLong: tooLong(v.messageTooLong, MESSAGE_MAX_LENGTH),
    unsupportedCharacters: v.unsupportedCharacters,
  };
  // Key order matters here: the island's props are serialised into the page as written.
  return {
    /** Accessible name of the form landmark. */
    formLabel: f.formLabel,
    labels: { ...f.labels },
    placeholders: { ...f.placeholders },
    optionalHint: f.optionalHint,
    /** Under the message field: the form is for clinic staff, never for health data. */
    messageHint: f.messageHint,
    /** Label of the optional, unticked consent to be messaged on WhatsApp (naming the business). */
    whatsappOptIn: fill(f.whatsappOptIn, brand),
    /** One line by the submit button: who receives the data and why, then the privacy page. */
    notice: {
      text: fill(f.notice.text, { ...brand, controller: c.controllerName ?? c.brandName }),
      link: { label: f.notice.link, href: pageUrl(PAGES.privacy) },
    },
    /** The validation messages of the spec, one per rule (the rules: src/core/contact-schema.ts). */
    validation,
    submit: f.submit,
    submitting: f.submitting,
    success: { title: f.success.title, description: f.success.description },
    /** Shown in place of the form after a successful submit. */
    thankYou: {
      title: f.thankYou.title,
      body: f.thankYou.body,
      book: f.thankYou.book,
      whatsapp: f.thankYou.whatsapp,
      sendAnother: f.thankYou.sendAnother,
    },
    failure: { title: f.failure.title, description: f.failure.description },
    dismissToast: f.dismissToast,
    /** Label of the honeypot input: hidden from people and assistive technology, read only by bots. */
    honeypotLabel: f.honeypotLabel,
    /**
     * The other ways in, wherever the form cannot work: without JavaScript (`noScript`), and if the
     * form fails to load or throws (`crashed`, titled with the spec's unexpected-error copy), and when
     * the server is too busy to take the request (`busy`: a rate limit or the site-wide ceiling
     * during a flood, decision 070).
     */
    unavailable: {
      noScript: { title: f.unavailable.noScript.title, description: f.unavailable.noScript.description },
      crashed: { title: f.unavailable.crashed.title, description: f.unavailable.crashed.description },
      busy: { title: f.unavailable.busy.title, description: f.unavailable.busy.description },
      whatsappLabel: f.unavailable.whatsappLabel,
      bookingLabel: f.unavailable.bookingLabel,
    },
  };
}

export type ContactFormContent = ReturnType<typeof buildContactForm>;
/** A title and a lead-in line above the WhatsApp and booking links. */
export type UnavailableMessage = ContactFormContent["unavailable"]["noScript"];

/** The contact section: its header (the spec's heading and subtext), the form, the trust notes. */
export function buildContact(ctx: PageContext) {
  const { config, copy, locale, t } = ctx;
  return {
    ...sectionIntro(ctx, SECTION_IDS.contact, copy.contact),
    form: buildContactForm(config, copy, locale, ctx.pageUrl),
    /** The notes beside the form: where a request goes, who reads it, what not to send. */
    trust: {
      title: copy.contact.trust.title,
      points: LIST_IDS.trust.map((icon) => ({ icon, text: t(copy.contact.trust.points[icon]) })),
      privacy: { label: copy.contact.trust.privacy, href: ctx.pageUrl(PAGES.privacy) },
    },
  };
}

export type ContactContent = ReturnType<typeof buildContact>;
export type ContactTrustContent = ContactContent["trust"];
export type TrustIcon = ContactTrustContent["points"][number]["icon"];
