import type { ServerConfig } from "#server/config.ts";
import { liveServerUrl, LockError } from "#server/db/lock.ts";
import { UsageError, type CommandIo } from "./command.ts";

/*
 * How `npm run leads` and `npm run stats` reach a running server with the service key: which
 * server (--url, or the live one holding DATA_DIR), how the key travels (never on a redirect),
 * and the same words for the same failure in both commands.
 */

// 0.0.0.0 and [::] as a destination mean this machine too (what `npm start` prints with HOST=0.0.0.0).
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]|0\.0\.0\.0|\[::\])$/;

/**
 * The server to trust with the service key (`--url`). Plain http only to this machine: anywhere
 * else the key would cross the network readable by anyone on the path.
 */
export function serverUrl(value: string | undefined): URL | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--url takes the server's address, like http://127.0.0.1:4321; got "${value}".`);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.test(url.hostname))) {
    throw new UsageError(
      `--url must be https://, or http:// on this machine (127.0.0.1, localhost, [::1]): the service key is sent to it.`,
    );
  }
  return new URL(url.origin);
}

/** The REST API of one running server, called with the service key. */
export interface ServiceClient {
  /** "the running server at http://…", for the commands' notes. */
  readonly description: string;
  /** A request to /rest/v1/<path>; the parsed JSON answer, or an Error whose message says what failed. */
  call<T>(path: string, init?: RequestInit): Promise<T>;
}

export function serviceClient(origin: string, serviceKey: string): ServiceClient {
  const auth = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };
  return {
    description: `the running server at ${origin}`,
    async call<T>(path: string, init: RequestInit = {}): Promise<T> {
      let response: Response;
      try {
        // A redirect is an error, never followed: the key travels in `apikey`, a header fetch
        // would send on to any origin (even over plain http).
        response = await fetch(`${origin}/rest/v1/${path}`, {
          ...init,
          headers: { ...auth, ...init.headers },
          redirect: "error",
        });
      } catch (error) {
        // fetch's own message is only "fetch failed"; the reason (refused, bad port…) is its cause.
        const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
        throw new Error(
          /redirect/i.test(reason)
            ? `The server at ${origin} answered with a redirect; the service key is not sent on. Name the server's final address with --url.`
            : `Cannot reach the server at ${origin}: ${reason}`,
          { cause: error },
        );
      }
      if (!response.ok) {
        const hint =
          response.status === 401 ? " (is SUPABASE_SERVICE_ROLE_KEY the same as the server's?)" : "";
        throw new Error(
          `The server at ${origin} answered ${response.status}${hint}: ${await response.text()}`,
        );
      }
      return (await response.json()) as T;
    },
  };
}

/**
 * Where a command reads: through the server named with --url; otherwise the database itself,
 * unless another process holds DATA_DIR. Then through that process when it is a live server of
 * this checkout on a loopback address (said on stderr, so the operator knows the service key went
 * there), otherwise nowhere: the lock's error, with the --url command to type.
 */
export async function directOrThroughServer<T>(
  url: URL | undefined,
  config: Pick<ServerConfig, "dataDir" | "host" | "port" | "serviceRoleKey">,
  io: CommandIo,
  command: "leads" | "stats",
  source: { direct: () => Promise<T>; through: (server: ServiceClient) => Promise<T> },
): Promise<T> {
  if (url) return source.through(serviceClient(url.origin, config.serviceRoleKey));
  try {
    return await source.direct();
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    const live = liveServerUrl(config.dataDir);
    if (live === undefined) {
      const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
      const origin = `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
      throw new Error(
        `${error.message}\nIf that is \`npm start\`, go through it: npm run -s ${command} -- --url ${origin} …`,
        { cause: error },
      );
    }
    io.stderr(`Reading through the running server at ${live} …\n`);
    return source.through(serviceClient(new URL(live).origin, config.serviceRoleKey));
  }
}
