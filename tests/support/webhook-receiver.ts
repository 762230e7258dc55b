import { createServer, type IncomingMessage } from "node:http";

/*
 * A webhook endpoint on 127.0.0.1 for tests: records every delivery it receives and answers with
 * the status it is set to, or (hang) takes the request and never answers.
 */

export interface Delivery {
  /** The webhook-id header. */
  id: string;
  /** The status the receiver answered (or would have, when hanging). */
  status: number;
  body: string;
  headers: IncomingMessage["headers"];
  /** When it arrived (performance.now()). */
  at: number;
}

export interface Receiver {
  deliveries: Delivery[];
  /** Deliveries answered 2xx. */
  accepted(): Delivery[];
  setStatus(status: number): void;
  setHang(hang: boolean): void;
  /** The URL to deliver to. */
  url: string;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  let status = 200;
  let hang = false;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      deliveries.push({
        id: String(request.headers["webhook-id"]),
        status,
        body,
        headers: request.headers,
        at: performance.now(),
      });
      if (!hang) response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    deliveries,
    accepted: () => deliveries.filter((delivery) => delivery.status < 300),
    setStatus: (next) => (status = next),
    setHang: (next) => (hang = next),
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The e-mail address of a delivered lead. */
export const emailOf = (delivery: Delivery): string =>
  (JSON.parse(delivery.body) as { record: { email: string } }).record.email;
