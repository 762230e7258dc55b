/*
 * The beacon flood of event-flood.ts, in a process of its own: sent from the same process as the
 * leads, the flood's responses queued on that process's event loop and were counted as the leads'
 * latency (decision 043). Usage: node bench/event-flood-client.ts <url> <connections>. It prints
 * "ready" once sending, floods until SIGTERM, then prints its counts as one line of JSON.
 */
import autocannon from "autocannon";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** What the flood's answers were, as event-flood.ts reports them. */
export interface FloodCounts {
  answered: number;
  status2xx: number;
  status503: number;
  otherStatus: number;
}

const [url, connections] = process.argv.slice(2);
const counts: FloodCounts = { answered: 0, status2xx: 0, status503: 0, otherStatus: 0 };
const flood = autocannon(
  {
    url: url as string,
    connections: Number(connections),
    duration: 600,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER },
    body: "name=web_vital&path=%2F&locale=en&metric=LCP&value=812",
  },
  () => {
    process.stdout.write(`${JSON.stringify(counts)}\n`);
    process.exit(0);
  },
);
// (The .d.ts omits the client autocannon passes first: the status is the second argument.)
flood.on("response", (...args: unknown[]) => {
  const status = Number(args[1]);
  counts.answered++;
  if (status >= 200 && status < 300) counts.status2xx++;
  else if (status === 503) counts.status503++;
  else counts.otherStatus++;
});
process.once("SIGTERM", () => flood.stop());
process.stdout.write("ready\n");
