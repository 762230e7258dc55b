import type { Context } from "hono";
import type { RestEnv } from "./context.ts";
import {
  ApiError,
  negotiate,
  parsePrefer,
  parseSelect,
  SINGLE_OBJECT,
  type Preferences,
} from "./postgrest.ts";

/* What the route modules of /rest/v1 read from a request: its body, and the headers PostgREST honours. */

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads at most MAX_BODY_BYTES, stopping as soon as a stream goes past it. Under Node it reads
 * the IncomingMessage itself: going through `c.req.raw.body` would build an undici Request and a
 * web stream for every insert, about a quarter of the bytes a request allocates (decision 033).
 */
export async function readBody(c: Context<RestEnv>, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const tooLarge = () =>
    new ApiError(413, {
      code: "PGRST413",
      message: "Payload too large",
      details: `The request body is larger than ${maxBytes} bytes`,
    });
  if (Number(c.req.header("content-length")) > maxBytes) throw tooLarge();
  // Without Node's request (app.request() in tests, other runtimes): the web stream.
  const source: AsyncIterable<Uint8Array> | null = c.env?.incoming ?? c.req.raw.body;
  if (!source) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    // Leaving the loop early destroys the stream, as cancelling the web reader did.
    for await (const chunk of source) {
      total += chunk.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A client that goes away (or is cut off by the request timeout) mid-body is not a server error.
    throw new ApiError(400, {
      code: "PGRST102",
      message: "Empty or invalid json",
      details: "The request body was not received completely",
    });
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError(400, { code: "PGRST102", message: "Empty or invalid json" });
  }
}

export function checkContentType(c: Context<RestEnv>) {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  // No Content-Type: PostgREST assumes JSON; anon must say so, which forces a CORS preflight.
  if (!type && c.var.role === "anon") {
    throw new ApiError(415, {
      code: "PGRST107",
      message: "Content-Type not acceptable: (none)",
      details: "Writes with the anon key must be sent as application/json",
    });
  }
  if (type && type !== "application/json" && type !== SINGLE_OBJECT) {
    throw new ApiError(415, { code: "PGRST107", message: `Content-Type not acceptable: ${type}` });
  }
}

/** Reads use Accept-Profile, writes Content-Profile; only `public` is exposed. */
export function checkProfile(c: Context) {
  const method = c.req.method.toUpperCase();
  const header = method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile";
  const profile = c.req.header(header);
  if (profile !== undefined && profile.trim() !== "public") {
    throw new ApiError(406, {
      code: "PGRST106",
      message: `Invalid schema: ${profile.trim()}`,
      hint: "Only the following schemas are exposed: public",
    });
  }
}

/** What the client asked for in return: the Prefer header, and the columns and shape of a representation. */
export function representationOf(c: Context<RestEnv>, defaultReturn: Preferences["return"]) {
  const prefer = parsePrefer(c.req.header("prefer") ?? null, defaultReturn);
  const representation = prefer.return === "representation";
  return {
    prefer,
    representation,
    returning: representation ? parseSelect(c.var.table, c.req.query("select") ?? null) : [],
    shape: representation ? negotiate(c.req.header("accept") ?? null) : ("array" as const),
  };
}
