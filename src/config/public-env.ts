import { z } from "zod";
import { flag, readSettings, setting, variablesOf, type SettingValues } from "./env.ts";
import { LOCAL_ANON_KEY } from "./local-dev-keys.ts";

const httpsOrLocalUrl = () =>
  z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, for example https://example.com" })
    .transform((value) => value.replace(/\/+$/, ""));

/** Everything a site owner may change per deployment, read from PUBLIC_* variables at build time. */
const PUBLIC_SETTINGS = {
  /** Brand shown in the top bar, headings, footer and the floating chat button. */
  brandName: setting(
    "PUBLIC_BRAND_NAME",
    z.string().max(40, "must be at most 40 characters").default("ChatToBook"),
  ),
  /** External scheduling page opened by 'Book a demo' and 'Get Started for Free'. */
  bookingUrl: setting(
    "PUBLIC_BOOKING_URL",
    httpsOrLocalUrl().default("https://cal.example.com/chattobook/demo"),
  ),
  /** When true, 'Get Started for Free' opens the scheduling page in an in-page dialog instead of a new tab. */
  bookingOverlay: setting("PUBLIC_BOOKING_OVERLAY", flag().default(false)),
  /** WhatsApp number in international format, digits only (wa.me format), e.g. 15555550123. */
  whatsappNumber: setting(
    "PUBLIC_WHATSAPP_NUMBER",
    z
      .string()
      .transform((value) => value.replace(/^\+/, ""))
      .pipe(
        z
          .string()
          .regex(/^[1-9]\d{6,14}$/, "must be 7 to 15 digits in international format, e.g. 15555550123"),
      )
      .default("15555550123"),
  ),
  /** Text prefilled in the visitor's WhatsApp chat. Unset: a greeting that names the brand. */
  whatsappGreeting: setting(
    "PUBLIC_WHATSAPP_GREETING",
    z.string().max(500, "must be at most 500 characters").optional(),
  ),
  /** The provider's social media profile, linked from the footer. */
  socialUrl: setting(
    "PUBLIC_SOCIAL_URL",
    httpsOrLocalUrl().default("https://www.linkedin.com/company/example"),
  ),
  /** Public origin of the site, used for canonical URLs, the sitemap and social cards. */
  siteUrl: setting("PUBLIC_SITE_URL", httpsOrLocalUrl().default("http://localhost:4321")),
  /** Supabase project URL. Unset: the page posts to its own origin, i.e. the local server of `npm start`. */
  supabaseUrl: setting("PUBLIC_SUPABASE_URL", httpsOrLocalUrl().optional()),
  /** Supabase anon (publishable) key. Public by design; row-level security protects the data. */
  supabaseAnonKey: setting("PUBLIC_SUPABASE_ANON_KEY", z.string().default(LOCAL_ANON_KEY)),
};

/** Names of every public variable, e.g. for tools that must clear them all. */
export const PUBLIC_VARIABLES = variablesOf(PUBLIC_SETTINGS);

/** The validated public configuration, baked into the static pages. */
export type PublicConfig = Omit<SettingValues<typeof PUBLIC_SETTINGS>, "whatsappGreeting"> & {
  /** The greeting, the brand-naming default filled in. */
  whatsappGreeting: string;
};

/** Reads and validates the PUBLIC_* variables (see env.ts for blanks, flags and the error). */
export function loadPublicConfig(env: Record<string, unknown>): PublicConfig {
  const values = readSettings(PUBLIC_SETTINGS, env, "public configuration");
  return {
    ...values,
    whatsappGreeting:
      values.whatsappGreeting ??
      `Hi ${values.brandName}! I'd like to see how you can turn our WhatsApp chats into booked appointments.`,
  };
}
