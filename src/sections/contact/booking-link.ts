/*
 * The booking page a visitor opens right after sending the form, with their name and e-mail
 * already filled in where the booking provider reads them from the address (decision 093).
 */

/** Hosts whose booking pages take `name` and `email` as query parameters. */
const PREFILL_HOSTS = new Set(["cal.com", "app.cal.com", "calendly.com"]);

/** Who the visitor said they are: the values the form has just sent. */
export interface Visitor {
  name: string;
  email: string;
}

/**
 * The booking URL with `name` and `email` set for Cal.com and Calendly (replacing any already in
 * it, the rest of the query and the fragment kept); any other provider's URL unchanged, since an
 * unknown page may ignore the parameters, or read them as something else.
 */
export function prefilledBookingUrl(bookingUrl: string, { name, email }: Visitor): string {
  let url: URL;
  try {
    url = new URL(bookingUrl);
  } catch {
    return bookingUrl;
  }
  if (!PREFILL_HOSTS.has(url.hostname)) return bookingUrl;
  url.searchParams.set("name", name);
  url.searchParams.set("email", email);
  return url.href;
}
