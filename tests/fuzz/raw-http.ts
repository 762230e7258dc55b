import { connect } from "node:net";

/*
 * HTTP/1.1 over a bare socket, for requests fetch refuses to make or silently "fixes": raw `..`
 * segments, backslashes, invalid UTF-8, forbidden methods, malformed headers, conflicting
 * lengths, truncated bodies. The bytes go out exactly as given; the answer is read until the
 * server closes the connection (send `Connection: close`) or the deadline passes.
 */

export interface RawResponse {
  /** Status of the first response, or null when the server closed without answering. */
  status: number | null;
  /** Lower-cased header names of the first response. */
  headers: Record<string, string>;
  /** Body of the first response, de-chunked. */
  body: Buffer;
  /** Everything received, for searching (a second response, if any, is in here too). */
  received: Buffer;
  /** The deadline passed before the server closed the connection. */
  timedOut: boolean;
}

export interface RawOptions {
  /** Half-close after writing (FIN), as a client that gives up mid-body does. */
  end?: boolean;
  /** Give up reading after this long. */
  timeoutMs?: number;
}

export function rawRequest(
  port: number,
  data: Buffer | string,
  options: RawOptions = {},
): Promise<RawResponse> {
  const { end = false, timeoutMs = 5_000 } = options;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let timedOut = false;
    const socket = connect({ port, host: "127.0.0.1" });
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A reset after the server answered and closed is normal for a request it refused mid-way.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks), timedOut));
    });
    socket.write(data, () => {
      if (end) socket.end();
    });
  });
}

/** The first final response in `received` (interim 1xx answers such as 100 Continue are skipped). */
export function parseResponse(received: Buffer, timedOut: boolean): RawResponse {
  let start = 0;
  let headEnd: number;
  let statusMatch: RegExpExecArray | null;
  for (;;) {
    headEnd = received.indexOf("\r\n\r\n", start);
    statusMatch = /^HTTP\/1\.[01] (\d{3})/.exec(received.subarray(start, start + 32).toString("latin1"));
    if (headEnd < 0 || !statusMatch) {
      return { status: null, headers: {}, body: Buffer.alloc(0), received, timedOut };
    }
    if (!statusMatch[1]?.startsWith("1")) break;
    start = headEnd + 4;
  }
  const headers: Record<string, string> = {};
  for (const line of received.subarray(start, headEnd).toString("latin1").split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let rest = received.subarray(headEnd + 4);
  let body: Buffer;
  if (headers["transfer-encoding"]?.toLowerCase() === "chunked") {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf("\r\n");
      if (lineEnd < 0) break;
      const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
      if (!Number.isFinite(size) || size === 0) break;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  } else if (headers["content-length"] !== undefined) {
    body = rest.subarray(0, Number(headers["content-length"]));
  } else {
    body = rest;
  }
  return { status: Number(statusMatch[1]), headers, body, received, timedOut };
}

/** A request head with CRLF line ends; `lines` are header lines ("Name: value"). */
export const head = (requestLine: string, lines: string[] = []): string =>
  [requestLine, "Host: 127.0.0.1", "Connection: close", ...lines, "", ""].join("\r\n");
