import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsCommand } from "./leads.ts";
import { statsCommand } from "./stats.ts";

/*
 * `npm run leads` and `npm run stats` reach a server through one client, so the same failure
 * reads the same in both: the reason, the server named, and the exit status.
 */

const answers: Record<string, RequestListener> = {
  "a redirect": (_request, response) =>
    response.writeHead(302, { Location: "http://127.0.0.1:9/elsewhere" }).end(),
  "a refused key": (_request, response) =>
    response.writeHead(401, { "Content-Type": "application/json" }).end('{"message":"Invalid API key"}'),
};
const servers: Server[] = [];
const origins: Record<string, string> = { "no server at all": "http://127.0.0.1:9" };

beforeAll(async () => {
  for (const [name, answer] of Object.entries(answers)) {
    const server = createServer(answer);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origins[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** What a command says on stderr, and its exit status, when sent to `url`. */
async function failure(command: typeof leadsCommand | typeof statsCommand, url: string) {
  let stderr = "";
  const code = await command(["--url", url], {
    env: { SUPABASE_SERVICE_ROLE_KEY: "not-the-server-s-service-key" },
    stdout: () => {},
    stderr: (text) => (stderr += text),
  });
  return { code, stderr };
}

describe("the leads and stats commands, through a server", () => {
  it.each([
    ["a redirect", "answered with a redirect; the service key is not sent on"],
    ["a refused key", "answered 401 (is SUPABASE_SERVICE_ROLE_KEY the same as the server's?)"],
    ["no server at all", "Cannot reach the server at"],
  ])("say the same about %s", async (name, reason) => {
    const url = origins[name] ?? "";
    const leads = await failure(leadsCommand, url);
    const stats = await failure(statsCommand, url);
    expect(leads.code).toBe(1);
    expect(stats.code).toBe(1);
    expect(stats.stderr).toBe(leads.stderr);
    expect(leads.stderr).toContain(url);
    expect(leads.stderr).toContain(reason);
  });
});
