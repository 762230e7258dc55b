import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/*
 * Debian's nginx serving a built site with the shipped recipe (deploy/nginx/chattobook.conf and
 * the header snippet generated from the build's `_headers`), on 127.0.0.1, as an unprivileged
 * throwaway instance. The nginx recipe test compares it with our server; the bench races them.
 */

/** The nginx binary, if installed. */
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

export interface LocalNginx {
  url: string;
  /** The master process (`daemon off`); its one worker is its child. */
  pid: number;
  stop(): Promise<void>;
}

export const freePort = (): Promise<number> =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

/** Starts nginx with one worker (our server is one process too) serving `siteDir`. */
export async function startNginx(siteDir: string): Promise<LocalNginx> {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install nginx)");
  const site = resolve(siteDir);
  const root = mkdtempSync(join(tmpdir(), "chattobook-nginx-"));
  for (const dir of ["logs", "temp"]) mkdirSync(join(root, dir));
  const snippet = spawnSync(process.execPath, ["scripts/deploy-config.ts", "nginx", site], {
    encoding: "utf8",
  });
  if (snippet.status !== 0) throw new Error(`deploy-config failed: ${snippet.stderr}`);
  writeFileSync(join(root, "chattobook-headers.conf"), snippet.stdout);

  const port = await freePort();
  // The shipped site config, with only its address, root and snippet path pointed at this instance.
  const server = readFileSync("deploy/nginx/chattobook.conf", "utf8")
    .replace(/^\s*listen \[::\]:80;\n/m, "")
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \S+;/, `root ${site};`)
    .replaceAll("/etc/nginx/snippets/chattobook-headers.conf", join(root, "chattobook-headers.conf"));
  writeFileSync(
    join(root, "nginx.conf"),
    [
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${join(root, "nginx.pid")};`,
      `error_log ${join(root, "logs/error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (t) => `  ${t}_temp_path ${join(root, "temp", t)};`,
      ),
      server,
      "}",
    ].join("\n"),
  );
  const nginx = spawn(NGINX, ["-p", root, "-c", join(root, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const exited = new Promise<void>((done) => nginx.once("exit", () => done()));
  const url = `http://127.0.0.1:${port}`;
  let stderr = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    nginx.kill("SIGTERM");
    await exited;
    rmSync(root, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) return { url, pid: nginx.pid as number, stop };
    if (attempt > 100 || nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
