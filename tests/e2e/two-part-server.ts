import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Serves `html` at / in two parts, split at the end of `cut`'s first match, 500 ms apart: the
 * browser paints, and runs what a frame runs, while the parser waits in the middle of the page
 * (decision 045). Other paths answer 404. The caller closes the server.
 */
export async function serveInTwoParts(html: string, cut: RegExp): Promise<{ server: Server; url: string }> {
  const match = cut.exec(html);
  if (!match) throw new Error(`${cut} is not in the page`);
  const at = match.index + match[0].length;
  const server = createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.write(html.slice(0, at));
    setTimeout(() => response.end(html.slice(at)), 500);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}
