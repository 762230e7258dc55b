import { z } from "zod";

/**
 * Local-development API keys. They are not secrets: they only unlock the embedded backend that
 * `npm start` runs on this machine, and they are printed at start. Production builds set
 * PUBLIC_SUPABASE_ANON_KEY (public by design) and never ship the service key.
 */
export const LOCAL_ANON_KEY = "local-dev-anon-key-not-a-secret";
export const LOCAL_SERVICE_ROLE_KEY = "local-dev-service-role-key-change-me";

const httpsOrLocalUrl = (name: string) =>
  z
    .url({
      protocol: /^https?$/,
      error: `${name} must be an absolute http(s) URL, for example https://example.com`,
    })
    .transform((value) => value.replace(/\/+$/, ""));

const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0", ""], { error: `${name} must be "true" or "false"` })
    .transform((value) => value === "true" || value === "1");

/** Everything a site owner may change per deployment, read from PUBLIC_* variables at build time. */
const publicEnvSchema = z.object({
  /** Brand shown in the top bar, headings, footer and the floating chat button. */
  PUBLIC_BRAND_NAME: z
    .string()
    .trim()
    .min(1, "PUBLIC_BRAND_NAME must not be empty")
    .max(40, "PUBLIC_BRAND_NAME must be at most 40 characters")
    .default("ChatToBook"),
  /** External scheduling page opened by 'Book a demo' and 'Get Started for Free'. */
  PUBLIC_BOOKING_URL: httpsOrLocalUrl("PUBLIC_BOOKING_URL").default(
    "https://cal.example.com/chattobook/demo",
  ),
  /** When true, 'Get Started for Free' opens the scheduling page in an in-page dialog instead of a new tab. */
  PUBLIC_BOOKING_OVERLAY: flag("PUBLIC_BOOKING_OVERLAY").default(false),
  /** WhatsApp number in international format, digits only (wa.me format), e.g. 15555550123. */
  PUBLIC_WHATSAPP_NUMBER: z
    .string()
    .trim()
    .transform((value) => value.replace(/^\+/, ""))
    .pipe(
      z
        .string()
        .regex(
          /^[1-9]\d{6,14}$/,
          "PUBLIC_WHATSAPP_NUMBER must be 7 to 15 digits in international format, e.g. 15555550123",
        ),
    )
    .default("15555550123"),
  /** Text prefilled in the visitor's WhatsApp chat. Defaults to a greeting that names the brand. */
  PUBLIC_WHATSAPP_GREETING: z
    .string()
    .trim()
    .min(1, "PUBLIC_WHATSAPP_GREETING must not be empty")
    .max(500, "PUBLIC_WHATSAPP_GREETING must be at most 500 characters")
    .optional(),
  /** The provider's social media profile, linked from the footer. */
  PUBLIC_SOCIAL_URL: httpsOrLocalUrl("PUBLIC_SOCIAL_URL").default("https://www.linkedin.com/company/example"),
  /** Public origin of the site, used for canonical URLs, the sitemap and social cards. */
  PUBLIC_SITE_URL: httpsOrLocalUrl("PUBLIC_SITE_URL").default("http://localhost:4321"),
  /** Supabase project URL. Unset: the page posts to its own origin, i.e. the local server of `npm start`. */
  PUBLIC_SUPABASE_URL: httpsOrLocalUrl("PUBLIC_SUPABASE_URL").optional(),
  /** Supabase anon (publishable) key. Public by design; row-level security protects the data. */
  PUBLIC_SUPABASE_ANON_KEY: z.string().trim().min(1).default(LOCAL_ANON_KEY),
});

/** Names of every public variable, e.g. for tools that must clear them all. */
export const PUBLIC_VARIABLES = Object.keys(publicEnvSchema.shape);

/** The validated public configuration, baked into the static pages. */
export interface PublicConfig {
  brandName: string;
  bookingUrl: string;
  bookingOverlay: boolean;
  whatsappNumber: string;
  whatsappGreeting: string;
  socialUrl: string;
  siteUrl: string;
  /** Absolute Supabase URL, or undefined to use the page's own origin. */
  supabaseUrl: string | undefined;
  supabaseAnonKey: string;
}

/** Thrown when a PUBLIC_* variable is invalid; the message lists every problem. */
export class PublicConfigError extends Error {
  override name = "PublicConfigError";
}

/**
 * Reads and validates the PUBLIC_* variables. Empty strings count as unset, so a blank line in
 * `.env` falls back to the default instead of failing.
 */
export function loadPublicConfig(env: Record<string, string | boolean | undefined>): PublicConfig {
  const raw = Object.fromEntries(
    PUBLIC_VARIABLES.map((key) => {
      const value = env[key];
      return [key, typeof value === "string" && value.trim() !== "" ? value : undefined];
    }),
  );
  const parsed = publicEnvSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new PublicConfigError(`Invalid public configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  return {
    brandName: values.PUBLIC_BRAND_NAME,
    bookingUrl: values.PUBLIC_BOOKING_URL,
    bookingOverlay: values.PUBLIC_BOOKING_OVERLAY,
    whatsappNumber: values.PUBLIC_WHATSAPP_NUMBER,
    whatsappGreeting:
      values.PUBLIC_WHATSAPP_GREETING ??
      `Hi ${values.PUBLIC_BRAND_NAME}! I'd like to see how you can turn our WhatsApp chats into booked appointments.`,
    socialUrl: values.PUBLIC_SOCIAL_URL,
    siteUrl: values.PUBLIC_SITE_URL,
    supabaseUrl: values.PUBLIC_SUPABASE_URL,
    supabaseAnonKey: values.PUBLIC_SUPABASE_ANON_KEY,
  };
}
