import { PostgrestClient } from "@supabase/postgrest-js";
import type { ContactRow } from "#src/core/contact-schema.ts";

/*
 * Sends one contact request to Supabase (or to the local server that answers the same REST
 * contract). Uses postgrest-js alone rather than supabase-js: visitors never sign in, so there is
 * no session to store in localStorage (docs/decisions/004).
 */

/** Where the form posts: a Supabase project URL (or undefined for the page's own origin) and its anon key. */
export interface ContactBackend {
  /** Absolute project URL, e.g. https://xyz.supabase.co; undefined means the page's own origin. */
  url: string | undefined;
  /** The public anon (publishable) key, sent as `apikey` and as the bearer token. */
  anonKey: string;
}

/** The table the form inserts into. */
export const CONTACT_TABLE = "contact_submissions";

/** How long a submission may take before the form gives up and shows the error toast. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** A failed submission, shaped like PostgREST's error body so it logs the same whatever went wrong. */
export interface SubmitError {
  message: string;
  details: string;
  hint: string;
  code: string;
  /** HTTP status of the answer; 0 when there was none (network failure, timeout). */
  status: number;
}

/** Outcome of a submission. Like the Supabase clients, only `error` says whether it worked. */
export interface SubmitResult {
  error: SubmitError | null;
}

export interface SubmitOptions {
  /** The fetch to use (tests pass a fake). Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Defaults to SUBMIT_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Origin used when `backend.url` is undefined. Defaults to `location.origin`. */
  origin?: string;
}

/** The PostgREST base URL for a backend: `<project or origin>/rest/v1`. */
export function restUrl(backend: ContactBackend, origin: string | undefined): string {
  const base = backend.url ?? origin;
  if (!base) throw new Error("No backend URL: set PUBLIC_SUPABASE_URL or serve the page over http(s)");
  return `${base.replace(/\/+$/, "")}/rest/v1`;
}

const failure = (message: string, status = 0, hint = ""): SubmitResult => ({
  error: { message, details: "", hint, code: "", status },
});

const text = (value: unknown): string => (value === undefined || value === null ? "" : String(value));

/** Error bodies are whatever JSON the server sent; give them one shape for the log. */
function toSubmitError(error: unknown, status: number): SubmitError {
  if (typeof error !== "object" || error === null)
    return { message: text(error), details: "", hint: "", code: "", status };
  const fields = error as Record<string, unknown>;
  return {
    message: text(fields.message),
    details: text(fields.details),
    hint: text(fields.hint),
    code: text(fields.code),
    status,
  };
}

/**
 * Inserts one row and resolves (never rejects) with `{ error }`: null on success, otherwise the
 * PostgREST error, the network failure, or the timeout. No `.select()` after the insert: the anon
 * role may insert but not read, so asking for the row back would turn a stored lead into an error.
 */
export async function submitContact(
  row: ContactRow,
  backend: ContactBackend,
  options: SubmitOptions = {},
): Promise<SubmitResult> {
  const timeoutMs = options.timeoutMs ?? SUBMIT_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The raw HTTP status: postgrest-js reads a 404 with an empty or array body as success, and a
  // lead must never be reported as sent unless the server accepted it.
  let status: number | undefined;

  const request = async (): Promise<SubmitResult> => {
    const baseFetch = options.fetch ?? globalThis.fetch;
    const client = new PostgrestClient(restUrl(backend, options.origin ?? globalThis.location?.origin), {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
      retry: false,
      fetch: async (input, init) => {
        const response = await baseFetch(input, init);
        status = response.status;
        return response;
      },
    });
    const { error } = await client.from(CONTACT_TABLE).insert(row).abortSignal(controller.signal);
    if (error) return { error: toSubmitError(error, status ?? 0) };
    if (status === undefined || status < 200 || status > 299)
      return failure(`Unexpected HTTP status ${status ?? "(none)"} from the backend`, status ?? 0);
    return { error: null };
  };

  // The race guarantees the form leaves its submitting state on time even if a fetch ignores the
  // abort signal; the abort stops a real request from completing later.
  const timeout = new Promise<SubmitResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, "TimeoutError"));
      resolve(failure(`TimeoutError: no answer within ${timeoutMs} ms`, 0, "Request was aborted (timeout)"));
    }, timeoutMs);
  });

  try {
    return await Promise.race([
      request().catch((cause: unknown) =>
        failure(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
