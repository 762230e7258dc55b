/*
 * Testimonials from real clinics (decision 038). Empty until a clinic has given its written consent:
 * while it is empty the testimonials section is not rendered at all, in any language.
 *
 * Only real, attributable people, quoted word for word as they gave it. Never a made-up, AI-written
 * or "representative" entry, not even as a placeholder: the FTC's rule on consumer reviews and
 * testimonials (16 CFR Part 465, in force since October 2024) makes fake testimonials illegal in
 * the US, and it misleads the clinic owners this page speaks to.
 *
 * An entry is not copy to translate, so it lives here rather than in the copy files (src/content/copy/):
 * a translated quote would be words its author never said. It is shown in the language it was given
 * in, on every locale's page, marked with `lang`.
 */

/** One testimonial, exactly as its author approved it. */
export interface Testimonial {
  /** The person's real name, as they agreed to be named. */
  name: string;
  /** Their role at the clinic, e.g. "Practice manager" (in the entry's language). */
  role: string;
  /** The clinic's name. */
  clinic: string;
  /** Their words, verbatim; no edits beyond what they approved. */
  quote: string;
  /**
   * A result they reported and agreed to publish, e.g. { value: "+30%", label: "first visits booked
   * on WhatsApp" }. Only a figure they can back up; never an estimate of ours.
   */
  figure?: { value: string; label: string };
  /**
   * BCP 47 tag of the language the entry was given in ("es", "pt-BR"), set on its markup wherever
   * it differs from the page's, so screen readers pronounce it right. Unset: English ("en").
   */
  lang?: string;
  /**
   * When and how consent to publish was given, e.g. "2026-11-02, signed release (CRM ticket 1234)".
   * Never shown on the page: the record that lets anyone check the entry is real and consented.
   */
  consent: string;
}

/** The published testimonials, in the order shown. Empty by default: add only real ones. */
export const TESTIMONIALS: readonly Testimonial[] = [];
