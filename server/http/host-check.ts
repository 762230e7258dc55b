import type { MiddlewareHandler } from "hono";
import { isIP } from "node:net";
import type { ServerConfig } from "#server/config.ts";

/*
 * The server answers only for the hosts it serves (decision 071). Without this check a web page
 * could reach a developer's `npm start` through DNS rebinding: its own domain re-pointed at
 * 127.0.0.1, the browser sends that domain as Host and treats the answers as same-origin, so the
 * page could read leads with the published local-dev key. `astro dev` refuses such requests the
 * same way (Vite's allowedHosts).
 *
 * Allowed: IP addresses and localhost names (a rebinding page cannot be served from those), and
 * the host names of PUBLIC_SITE_URL, ALLOWED_ORIGINS, PUBLIC_SUPABASE_URL and ALLOWED_HOSTS.
 */

export type HostSettings = Pick<ServerConfig, "siteUrl" | "allowedOrigins" | "supabaseUrl" | "allowedHosts">;

/** The host names named by the settings, lower case. */
export function configuredHosts(config: HostSettings): Set<string> {
  const urls = [
    config.siteUrl,
    ...config.allowedOrigins,
    ...(config.supabaseUrl ? [config.supabaseUrl] : []),
  ];
  return new Set([...urls.map((url) => new URL(url).hostname.toLowerCase()), ...config.allowedHosts]);
}

/** The host name of a Host header: no port, no brackets, no trailing dot, lower case. */
export function hostnameOf(host: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(host);
  const name = bracketed ? (bracketed[1] ?? "") : host.replace(/:\d*$/, "");
  return name.replace(/\.$/, "").toLowerCase();
}

/** Whether a request for `host` is one this server serves. */
export function hostAllowed(host: string | undefined, configured: ReadonlySet<string>): boolean {
  // HTTP/1.0 without Host: no browser sends that, so no rebinding page either.
  if (host === undefined || host === "") return true;
  const name = hostnameOf(host);
  return isIP(name) !== 0 || name === "localhost" || name.endsWith(".localhost") || configured.has(name);
}

const API_REFUSAL = JSON.stringify({
  code: "PGRST403",
  details: "This server answers only for the hosts it serves",
  hint: "Add the host name to ALLOWED_HOSTS if the server should answer for it",
  message: "Host not allowed",
});

/** Answers 403 for any other host, and says so once per host name on the operator's stderr. */
export function hostCheck(config: HostSettings, warn: (message: string) => void): MiddlewareHandler {
  const configured = configuredHosts(config);
  const warned = new Set<string>();
  return async (c, next) => {
    const host = c.req.header("host");
    if (hostAllowed(host, configured)) return next();
    const name = hostnameOf(host ?? "");
    if (!warned.has(name) && warned.size < 100) {
      warned.add(name);
      // The name only if it is one (it is the client's word): never a terminal escape.
      const shown = /^[a-z0-9.-]{1,253}$/.test(name) ? name : "a name that is not a host name";
      warn(
        `refused a request for the host ${shown}: the server answers only for its own hosts (PUBLIC_SITE_URL, ALLOWED_ORIGINS, PUBLIC_SUPABASE_URL, ALLOWED_HOSTS, this machine). If the server should answer for it, add it to ALLOWED_HOSTS.`,
      );
    }
    const api = c.req.path.startsWith("/rest/v1");
    return new Response(api ? API_REFUSAL : "Blocked request: this server does not answer for this host.\n", {
      status: 403,
      headers: {
        "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      },
    });
  };
}
