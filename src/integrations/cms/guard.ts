/*
 * Who may use the editor under `npm run cms` (decision 081): a browser on this machine, on the
 * page this run served. A page elsewhere that points a name at 127.0.0.1 (DNS rebinding) sends
 * its own name as Host; another site open in the same browser sends its own Origin and cannot
 * read the run's token, which the admin page alone carries.
 */

/** The names a request to this machine's loopback interface arrives with. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host name of a Host header or of a URL's host, lower-case, without the port. */
const hostName = (host: string) => host.toLowerCase().replace(/:\d+$/, "");

/** Whether a Host header names this machine's loopback (any port). */
export const isLoopbackHost = (host: string | undefined): boolean =>
  host !== undefined && LOOPBACK.has(hostName(host));

/** Whether an address the server listens on is a loopback address. */
export const isLoopbackAddress = (address: string): boolean =>
  address === "::1" || address === "localhost" || /^127\./.test(address) || address === "::ffff:127.0.0.1";

export interface GuardedRequest {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Why a request for the editor is refused, or undefined when it may go on. */
export function refusal(request: GuardedRequest, token?: string): string | undefined {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const host = header("host");
  if (!isLoopbackHost(host))
    return `the editor answers only on this machine, not for the host "${host ?? ""}"`;
  const origin = header("origin");
  if (origin !== undefined) {
    let originHost = "";
    try {
      originHost = new URL(origin).host;
    } catch {
      // An Origin that is not a URL ("null") is no page of this server's.
    }
    if (originHost.toLowerCase() !== (host ?? "").toLowerCase())
      return `requests from ${origin} are not the editor's`;
  }
  if (token !== undefined && header("x-cms-token") !== token)
    return "this request does not carry the run's token";
  return undefined;
}
