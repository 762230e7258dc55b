import type { ContactCopy } from "@/content/landing.ts";

/** Props of the contact form island. Everything is serialisable: Astro passes it to the browser. */
export interface ContactFormProps {
  copy: ContactCopy["form"];
  /** Where visitors can go instead if the form fails to load (error boundary, no JavaScript). */
  alternatives: { whatsappUrl: string; bookingUrl: string };
  /** Supabase REST endpoint: absolute project URL, or undefined for the page's own origin. */
  backend: { url: string | undefined; anonKey: string };
}

// Placeholder until the island lands (owned by the contact-form work).
export default function ContactForm({ copy }: ContactFormProps) {
  return <form aria-label="Contact">{copy.submit}</form>;
}
