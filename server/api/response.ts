import { ApiError, type Preferences } from "./postgrest.ts";

/* The answers of /rest/v1, in PostgREST's headers and error shape. */

export const JSON_TYPE = "application/json; charset=utf-8";

export const respond = (status: number, body: string | null, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers });

export const errorResponse = (error: ApiError) =>
  respond(error.status, JSON.stringify(error.body), {
    "Content-Type": JSON_TYPE,
    "Proxy-Status": `PostgREST; error=${error.body.code}`,
    ...error.headers,
  });

export const preferenceHeaders = (prefer: Preferences): Record<string, string> =>
  prefer.applied.length ? { "Preference-Applied": prefer.applied.join(", ") } : {};

/** PostgREST's answer to an unexpected failure (the app's error handler uses it under /rest/v1). */
export const internalErrorResponse = () =>
  errorResponse(new ApiError(500, { code: "PGRSTX00", message: "Internal server error" }));
