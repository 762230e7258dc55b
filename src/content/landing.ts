import { loadPublicConfig, type PublicConfig } from "@/config/public-env.ts";

/*
 * All copy and links of the site. Sections receive their slice through props and hold no literal
 * marketing text, so changing a headline or a link is an edit to this file (or a PUBLIC_* variable).
 */

/** Copy of the contact section and its form. */
export interface ContactCopy {
  heading: string;
  subtext: string;
  form: {
    labels: { name: string; email: string; phone: string; clinicName: string; message: string };
    placeholders: { name: string; email: string; phone: string; clinicName: string; message: string };
    optionalHint: string;
    submit: string;
    submitting: string;
    success: { title: string; description: string };
    failure: { title: string; description: string };
    dismissToast: string;
    /** Shown by the error boundary if the form itself breaks, and to visitors without JavaScript. */
    unavailable: { title: string; description: string; whatsappLabel: string; bookingLabel: string };
  };
}

export function buildContactCopy(config: PublicConfig): ContactCopy {
  return {
    heading: `Get started with ${config.brandName}`,
    subtext: "Fill out the form below and we'll get back to you within 24 hours",
    form: {
      labels: {
        name: "Your Name",
        email: "Email Address",
        phone: "Phone Number",
        clinicName: "Clinic Name",
        message: "Message",
      },
      placeholders: {
        name: "Dr. Jane Smith",
        email: "jane@yourclinic.com",
        phone: "+1 555 555 0123",
        clinicName: "Smile Dental Clinic",
        message: "Tell us about your clinic and how you book appointments today",
      },
      optionalHint: "(optional)",
      submit: "Get Started",
      submitting: "Submitting...",
      success: { title: "Success!", description: "We'll get back to you within 24 hours." },
      failure: { title: "Error", description: "Something went wrong. Please try again." },
      dismissToast: "Dismiss notification",
      unavailable: {
        title: "The form can't be shown right now",
        description: "You can still reach us straight away:",
        whatsappLabel: "Chat with us on WhatsApp",
        bookingLabel: "Book a demo",
      },
    },
  };
}

/** The configuration this build was made with (PUBLIC_* variables, validated). */
export const config: PublicConfig = loadPublicConfig(import.meta.env);

/** `https://wa.me/<number>?text=<greeting>`: opens a WhatsApp chat with the greeting prefilled. */
export const whatsappUrl = (c: PublicConfig): string =>
  `https://wa.me/${c.whatsappNumber}?text=${encodeURIComponent(c.whatsappGreeting)}`;

export const contact = buildContactCopy(config);
