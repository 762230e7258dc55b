import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { API_SECURITY_HEADERS } from "#src/core/http-policy.ts";
import type { ApiRole, RestEnv, RestOptions } from "./context.ts";
import { ApiError } from "./postgrest.ts";
import { JSON_TYPE, respond } from "./response.ts";

/*
 * What Supabase's API gateway (Kong) does before PostgREST sees a request, as middleware of
 * /rest/v1: CORS and the API's security headers, the preflight, the key check, and one local
 * addition, the origin check on anon writes.
 */

// The gateway answers these without a code.
const NO_KEY = {
  message: "No API key found in request",
  hint: "No `apikey` request header or url param was found.",
};
const BAD_KEY = {
  message: "Invalid API key",
  hint: "Double check your Supabase `anon` or `service_role` API key.",
};

/** A refusal by the gateway, which has its own body shape. */
export class GatewayError extends Error {
  readonly body: { message: string; hint: string };
  constructor(body: { message: string; hint: string }) {
    super(body.message);
    this.body = body;
  }
}

/** The gateway's answer to a refusal of its own. */
export const gatewayErrorResponse = (error: GatewayError) =>
  respond(401, JSON.stringify(error.body), { "Content-Type": JSON_TYPE });

/*
 * CORS is written out rather than taken from hono/cors, which answers a preflight with 204 (PostgREST
 * and the contract tests say 200), joins lists with "," and adds Vary: the same meaning, but not
 * the same bytes as Supabase (decision 013).
 */
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit",
};
export const ALLOWED_METHODS = "GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD";
const DEFAULT_ALLOWED_HEADERS =
  "apikey, authorization, content-type, prefer, x-client-info, accept, accept-profile, content-profile, range, x-retry-count";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant-time key lookup, so response timing does not reveal how much of a guess matched. */
function keyRole(keys: Array<[Buffer, ApiRole]>, candidate: string): ApiRole | undefined {
  const hashed = digest(candidate);
  let role: ApiRole | undefined;
  for (const [key, keyRoleName] of keys) if (timingSafeEqual(key, hashed)) role = keyRoleName;
  return role;
}

/** The role of a request's key, as the gateway (apikey) and PostgREST (Authorization) decide it. */
function authenticate(keys: Array<[Buffer, ApiRole]>, c: Context): ApiRole {
  const apikey = c.req.header("apikey") ?? c.req.query("apikey");
  if (apikey === undefined || apikey === "") throw new GatewayError(NO_KEY);
  const gatewayRole = keyRole(keys, apikey);
  if (!gatewayRole) throw new GatewayError(BAD_KEY);
  // PostgREST takes the role from the bearer token when there is one (supabase-js always sends one).
  const bearer = /^bearer(?:\s+(.*))?$/i.exec(c.req.header("authorization")?.trim() ?? "");
  if (!bearer) return gatewayRole;
  const token = bearer[1]?.trim() ?? "";
  const tokenRole = token === "" ? undefined : keyRole(keys, token);
  if (tokenRole) return tokenRole;
  const parts = token.split(".").length;
  const message =
    token === ""
      ? "Empty JWT is sent in Authorization header"
      : parts !== 3
        ? `Expected 3 parts in JWT; got ${parts}`
        : "JWT cryptographic operation failed";
  throw new ApiError(
    401,
    { code: "PGRST301", message },
    { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  );
}

/**
 * Whether a browser page on `origin` may write with the anon key: the site's configured origins,
 * and the server's own (the Host it was asked for, whatever scheme a proxy in front ended).
 */
function allowedOrigin(origin: string, host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, file: pages) and anything else that is not a URL.
  }
}

/** CORS and the API's security headers on every answer, errors and preflights included. */
export const apiHeaders: MiddlewareHandler<RestEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries({ ...CORS_HEADERS, ...API_SECURITY_HEADERS })) {
    c.res.headers.set(name, value);
  }
};

/** CORS preflight: answered before any key check, since browsers send no apikey with it. */
export const preflight = (c: Context<RestEnv>) =>
  respond(200, null, {
    Allow: ALLOWED_METHODS,
    "Access-Control-Allow-Methods": ALLOWED_METHODS,
    "Access-Control-Allow-Headers": c.req.header("access-control-request-headers") ?? DEFAULT_ALLOWED_HEADERS,
    "Access-Control-Max-Age": "86400",
  });

/** Key to role, before anything else looks at the request (as Supabase's gateway does). */
export function keyCheck(config: RestOptions["config"]): MiddlewareHandler<RestEnv> {
  const keys: Array<[Buffer, ApiRole]> = [
    [digest(config.anonKey), "anon"],
    [digest(config.serviceRoleKey), "service_role"],
  ];
  return async (c, next) => {
    c.set("role", authenticate(keys, c));
    await next();
  };
}

/**
 * Anon writes from a browser page on another origin are refused: the form's CORS preflight would
 * let them through, and a beacon or a plain form needs none. No Origin (curl, servers) passes.
 */
export function originCheck(config: RestOptions["config"]): MiddlewareHandler<RestEnv> {
  const origins = new Set([new URL(config.siteUrl).origin, ...config.allowedOrigins]);
  return async (c, next) => {
    const origin = c.req.header("origin");
    const write = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (write && c.var.role === "anon" && origin !== undefined) {
      if (!allowedOrigin(origin, c.req.header("host"), origins)) {
        throw new ApiError(403, {
          code: "PGRST403",
          message: "Origin not allowed",
          details: "Writes with the anon key are accepted only from the site's own pages",
          hint: "The server's PUBLIC_SITE_URL (or ALLOWED_ORIGINS) names the site's origin",
        });
      }
    }
    await next();
  };
}
