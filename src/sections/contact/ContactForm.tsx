import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type SubmitEvent,
} from "react";
import { flushSync } from "react-dom";
import { reportLead } from "#src/analytics/report-lead.ts";
import type { Locale } from "#src/core/locales.ts";
import { createContactValidator, type ContactField } from "#src/core/contact-schema.ts";
import { submitContact, type ContactBackend } from "./submit-contact.ts";
import { prefilledBookingUrl, type Visitor } from "./booking-link.ts";
import { ContactBusy, ContactFailed, ContactUnavailable } from "./ContactUnavailable.tsx";
import type { ContactFormContent } from "./content.ts";
import { Button } from "#src/components/ui/button.tsx";
import { Card } from "#src/components/ui/card.tsx";
import { Checkbox } from "#src/components/ui/checkbox.tsx";
import { Input } from "#src/components/ui/input.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { TextAreaField, TextField } from "./Field.tsx";
import {
  firstInvalidField,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  readContactValues,
  WHATSAPP_OPT_IN_FIELD,
} from "./form-values.ts";
import { ThankYou } from "./ThankYou.tsx";
import { Toaster, type ToastMessage } from "./Toaster.tsx";

/** Props of the contact form island. Everything is serialisable: Astro passes it to the browser. */
export interface ContactFormProps {
  copy: ContactFormContent;
  /** The page's language, stored with the request so that it can be answered in that language. */
  locale: Locale;
  /** Where visitors can go instead if the form fails to load (error boundary, no JavaScript). */
  alternatives: { whatsappUrl: string; bookingUrl: string };
  /** Supabase REST endpoint: absolute project URL, or undefined for the page's own origin. */
  backend: ContactBackend;
}

/**
 * The contact form island. Server-rendered, hydrated when it nears the viewport. If anything in it
 * throws, the visitor gets the WhatsApp and booking links instead of a blank space. (If its code
 * never arrives, ContactSection.astro shows the same box.)
 */
export default function ContactForm(props: ContactFormProps) {
  return (
    <ErrorBoundary
      fallback={<ContactFailed copy={props.copy.unavailable} alternatives={props.alternatives} />}
    >
      <ContactFormCard {...props} />
    </ErrorBoundary>
  );
}

type FieldErrors = Partial<Record<ContactField, string>>;

/**
 * Answers that mean "too many requests right now" (the rate limits and the site-wide ceiling's
 * 429, a full queue's 503; decision 070): the visitor can do nothing about them but wait or use
 * another way in.
 */
const isBusy = (status: number) => status === 429 || status === 503;

/** The four required one-line fields, in form order; Message is the textarea after them. */
const TEXT_FIELDS: {
  name: Exclude<ContactField, "message">;
  type?: "email" | "tel";
  autoComplete: string;
  spellCheck?: boolean;
  /** Addresses and numbers are written left to right in every language (`+971 50…`, never `…971+`). */
  dir?: "ltr";
}[] = [
  { name: "name", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email", spellCheck: false, dir: "ltr" },
  { name: "phone", type: "tel", autoComplete: "tel", dir: "ltr" },
  { name: "clinicName", autoComplete: "organization" },
];

function ContactFormCard({ copy, locale, alternatives, backend }: ContactFormProps) {
  const baseId = useId();
  const fieldId = (field: string) => `${baseId}-${field}`;
  const submitButton = useRef<HTMLButtonElement>(null);
  // A ref, not state: it blocks a second submit within the same tick (double click, Enter twice),
  // before React has re-rendered the button as disabled.
  const inFlight = useRef(false);
  // After the first submit, every edit re-validates so messages clear (or appear) as the visitor types.
  const validateOnEdit = useRef(false);
  const toastCount = useRef(0);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [toast, setToast] = useState<ToastMessage | null>(null);
  // After a success the thank-you replaces the (reset, hidden) form until the visitor asks for it
  // again; it keeps who sent it, to fill in the booking page.
  const [sent, setSent] = useState<Visitor | null>(null);
  // The server was too busy to take the request (a flood): the other ways in, under the form.
  const [busy, setBusy] = useState(false);
  const thankYouHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The page's own messages only: the island never carries another language's.
  const validateContact = useMemo(() => createContactValidator(copy.validation), [copy.validation]);

  const showToast = (
    variant: ToastMessage["variant"],
    { title, description }: { title: string; description: string },
  ) => setToast({ id: ++toastCount.current, variant, title, description });

  const dismissToast = useCallback(() => {
    // Closing from the keyboard would strand focus on <body>; hand it back to the form.
    const focusWasInToast = document.activeElement?.closest("[data-contact-toast]") != null;
    setToast(null);
    if (focusWasInToast) (thankYouHeading.current ?? submitButton.current)?.focus();
  }, []);

  const succeed = (form: HTMLFormElement, { name, email }: Visitor) => {
    form.reset();
    validateOnEdit.current = false;
    setErrors({});
    showToast("success", copy.success);
    flushSync(() => setSent({ name, email }));
    // The whole panel, its actions included, just under the top bar; its scroll margin keeps the
    // heading below the success toast on phones.
    thankYouHeading.current?.focus({ preventScroll: true });
    thankYouHeading.current?.closest("[data-contact-thank-you]")?.scrollIntoView({ block: "start" });
  };

  const sendAnother = () => {
    flushSync(() => setSent(null));
    form.current?.querySelector("input")?.focus();
  };

  // Before hydration the button already looks and acts ready: ContactSection's inline script holds
  // a submit made then (no native post) and marks the form; now that React owns it, send it.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.dataset.hydrated = "";
    if (element.dataset.submitPending === undefined) return;
    delete element.dataset.submitPending;
    element.requestSubmit();
  }, []);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = validateContact(readContactValues(data));
    validateOnEdit.current = true;
    setToast(null);
    setBusy(false);

    if (!result.success) {
      // Render the messages and aria-invalid first, so the focused field is announced with its error.
      flushSync(() => setErrors(result.errors));
      const first = firstInvalidField(result.errors);
      const control = first && form.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});

    // A bot filled the trap: look exactly like a success, store nothing.
    if (isHoneypotFilled(data)) {
      succeed(form, result.row);
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    try {
      const { error } = await submitContact({ ...result.row, locale }, backend);
      if (error && isBusy(error.status)) {
        // Not the visitor's fault nor a fault to retry at once: say so, and offer WhatsApp and booking.
        console.error("The contact form could not be sent: the server is busy.", error);
        setBusy(true);
      } else if (error) {
        console.error("The contact form could not be sent:", error);
        showToast("error", copy.failure);
      } else {
        succeed(form, result.row);
        reportLead();
      }
    } finally {
      inFlight.current = false;
      flushSync(() => setSubmitting(false));
      // The disabled button dropped focus; put keyboard users back where they were.
      if (document.activeElement === document.body || document.activeElement === null)
        submitButton.current?.focus();
    }
  }

  function handleChange(event: ChangeEvent<HTMLFormElement>) {
    if (!validateOnEdit.current) return;
    const result = validateContact(readContactValues(new FormData(event.currentTarget)));
    setErrors(result.success ? {} : result.errors);
  }

  return (
    <Card className="p-6 sm:p-8">
      <noscript>
        {/* Without JavaScript the form cannot send; offer the other ways in instead of a dead button.
            The build moves this style to a <noscript> in the head (src/integrations/valid-html.ts). */}
        <style>{"[data-contact-form]{display:none}"}</style>
        <ContactUnavailable
          message={copy.unavailable.noScript}
          copy={copy.unavailable}
          alternatives={alternatives}
        />
      </noscript>
      {sent && (
        <ThankYou
          copy={copy.thankYou}
          bookingUrl={prefilledBookingUrl(alternatives.bookingUrl, sent)}
          whatsappUrl={alternatives.whatsappUrl}
          headingRef={thankYouHeading}
          onSendAnother={sendAnother}
        />
      )}
      <form
        ref={form}
        hidden={sent !== null}
        data-contact-form=""
        aria-label={copy.formLabel}
        // Our own messages replace the browser's bubbles; POST (never GET) keeps values out of URLs
        // should the form ever be submitted natively.
        noValidate
        method="post"
        onSubmit={handleSubmit}
        onChange={handleChange}
        className="relative grid gap-5 sm:grid-cols-2"
      >
        {TEXT_FIELDS.map(({ name, ...input }) => (
          <TextField
            key={name}
            id={fieldId(name)}
            name={name}
            label={copy.labels[name]}
            placeholder={copy.placeholders[name]}
            required
            error={errors[name]}
            {...input}
          />
        ))}
        <TextAreaField
          id={fieldId("message")}
          name="message"
          label={copy.labels.message}
          hint={copy.optionalHint}
          description={copy.messageHint}
          placeholder={copy.placeholders.message}
          rows={4}
          error={errors.message}
          className="sm:col-span-2"
        />
        {/* Honeypot: off-screen for people, aria-hidden for assistive technology, out of the tab order. */}
        <div aria-hidden="true" className="absolute -inset-s-[10000px] top-0 size-px overflow-hidden">
          <label htmlFor={`${baseId}-${HONEYPOT_FIELD}`}>{copy.honeypotLabel}</label>
          <Input id={`${baseId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <div className="flex items-start gap-3 sm:col-span-2">
          <Checkbox id={fieldId(WHATSAPP_OPT_IN_FIELD)} name={WHATSAPP_OPT_IN_FIELD} className="mt-0.5" />
          <label htmlFor={fieldId(WHATSAPP_OPT_IN_FIELD)} className="text-sm text-ink">
            {copy.whatsappOptIn}
          </label>
        </div>
        <div className="flex flex-col items-start gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:gap-5">
          <Button
            ref={submitButton}
            type="submit"
            size="lg"
            disabled={submitting}
            // Not full width on phones: the floating chat button's column stays free, so the two can
            // never overlap, wherever the visitor scrolls.
            className="min-w-44"
          >
            {submitting ? copy.submitting : copy.submit}
          </Button>
          <p className="text-sm text-muted">
            {copy.notice.text}{" "}
            <a
              href={copy.notice.link.href}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {copy.notice.link.label}
            </a>
          </p>
        </div>
        {busy && (
          <ContactBusy copy={copy.unavailable} alternatives={alternatives} className="sm:col-span-2" />
        )}
      </form>
      <Toaster toast={toast} onDismiss={dismissToast} dismissLabel={copy.dismissToast} />
    </Card>
  );
}
