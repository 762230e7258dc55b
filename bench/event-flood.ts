import autocannon from "autocannon";
import { LOCAL_ANON_KEY } from "../src/config/local-dev-keys.ts";
import { figure, load, progress, type Section } from "./report.ts";
import type { BenchServer } from "./server.ts";

/*
 * Issue 13: a flood of measurement events never delays or fails a lead. Leads are sent at a steady
 * pace while other connections send beacons (URL-encoded, key in ?apikey=, a browser's user agent
 * so the database stores them) as fast as the server takes them; the leads' latency is measured
 * from every answer, and the flood stops when the last lead is answered.
 */

const LEADS = { connections: 10, rate: 200, requests: 2_000, p99Ms: 50 };
const FLOOD_CONNECTIONS = 40;
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

export interface EventFloodReport {
  leads: { requests: number; p50Ms: number; p99Ms: number; maxMs: number; non2xx: number; errors: number };
  events: { answered: number; perSec: number; status2xx: number; status503: number; otherStatus: number };
  seconds: number;
  load: string;
}

export async function benchEventFlood(server: BenchServer): Promise<EventFloodReport> {
  progress(
    `Leads under an event flood: ${LEADS.requests} leads at ${LEADS.rate}/s beside ${FLOOD_CONNECTIONS} flooding connections  (load ${load()})`,
  );
  let sent = 0;
  const eventStatus = { status2xx: 0, status503: 0, otherStatus: 0 };
  let floodDone!: Promise<autocannon.Result>;
  const flood = await new Promise<autocannon.Instance>((started) => {
    floodDone = new Promise<autocannon.Result>((resolve, reject) => {
      started(
        autocannon(
          {
            url: `${server.origin}/rest/v1/analytics_events?apikey=${LOCAL_ANON_KEY}`,
            connections: FLOOD_CONNECTIONS,
            duration: 600,
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER },
            body: "name=web_vital&path=%2F&locale=en&metric=LCP&value=812",
          },
          (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
        ),
      );
    });
  });
  // (The .d.ts omits the client autocannon passes first: the status is the second argument.)
  flood.on("response", (...args: unknown[]) => {
    const status = Number(args[1]);
    if (status >= 200 && status < 300) eventStatus.status2xx++;
    else if (status === 503) eventStatus.status503++;
    else eventStatus.otherStatus++;
  });

  const started = performance.now();
  const leads = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${server.origin}/rest/v1/contact_submissions`,
        connections: LEADS.connections,
        amount: LEADS.requests,
        overallRate: LEADS.rate,
        requests: [
          {
            method: "POST",
            headers: {
              apikey: LOCAL_ANON_KEY,
              Authorization: `Bearer ${LOCAL_ANON_KEY}`,
              "Content-Type": "application/json",
            },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                name: "Flood Bench",
                email: `flood-${++sent}@example.com`,
                phone: "+1 555 0100",
                clinic_name: "Bench Clinic",
                message: null,
              }),
            }),
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  flood.stop();
  const floodResult = await floodDone;
  return {
    leads: {
      requests: leads.requests.total,
      p50Ms: leads.latency.p50,
      p99Ms: leads.latency.p99,
      maxMs: leads.latency.max,
      non2xx: leads.non2xx,
      errors: leads.errors + leads.timeouts,
    },
    events: {
      answered: floodResult.requests.total,
      perSec: Math.round(floodResult.requests.total / seconds),
      ...eventStatus,
    },
    seconds: Math.round(seconds * 10) / 10,
    load: load(),
  };
}

export function eventFloodSection(report: EventFloodReport): Section {
  const { leads, events } = report;
  return {
    title: `Leads while measurement events flood (${LEADS.rate} leads/s, ${FLOOD_CONNECTIONS} connections of beacons)`,
    figures: [
      figure(
        "lead p99 under the flood",
        `${leads.p99Ms} ms (p50 ${leads.p50Ms} ms, max ${leads.maxMs} ms)`,
        `≤ ${LEADS.p99Ms} ms`,
        leads.p99Ms <= LEADS.p99Ms,
      ),
      figure(
        "leads failed",
        `${leads.non2xx} non-2xx, ${leads.errors} errors of ${leads.requests}`,
        "0",
        leads.non2xx + leads.errors === 0,
      ),
      figure(
        "events answered",
        `${events.perSec}/s: ${events.status2xx} stored, ${events.status503} refused 503 (over the per-second cap or the queue), ${events.otherStatus} other`,
      ),
    ],
    notes: [`${report.seconds} s; load ${report.load}`],
  };
}
