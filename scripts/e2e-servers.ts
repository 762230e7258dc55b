/*
 * The servers the browser tests run against: the default build (dist/), a second build with the
 * optional booking overlay switched on (.tmp/dist-overlay) and a third with a demo WhatsApp number
 * (.tmp/dist-demo, 'Try it on WhatsApp'). `npm test` builds all three first.
 * Each server starts on a fresh data directory, so a run never sees an earlier run's rows.
 * Tooling, not a test: scripts/test.ts builds what it lists, playwright.config.ts starts it, and the
 * specs in tests/ read their addresses from it (tooling never imports tests; lint enforces it).
 */
const serve = (port: number, name: string, siteDir: string) => {
  const dataDir = `.tmp/e2e-data-${name}`;
  const env = `PORT=${port} HOST=127.0.0.1 DATA_DIR=${dataDir} SITE_DIR=${siteDir} RATE_LIMIT_PER_MINUTE=0 LOG_LEVEL=silent`;
  return { url: `http://127.0.0.1:${port}`, command: `rm -rf ${dataDir} && ${env} node server/main.ts` };
};

// E2E_PORT moves every server, so two checkouts can run the browser tests side by side.
const base = Number(process.env.E2E_PORT) || 4410;

export const E2E_SERVERS = {
  main: serve(base, "main", "dist"),
  overlay: serve(base + 1, "overlay", ".tmp/dist-overlay"),
  demo: serve(base + 7, "demo", ".tmp/dist-demo"),
} as const;

/** PUBLIC_DEMO_WHATSAPP_NUMBER of the demo build (a UK number range kept for drama). */
export const E2E_DEMO_NUMBER = "447700900456";

/** `astro dev` for tests/e2e-dev/dev-server.spec.ts, started by that spec itself. */
export const E2E_DEV_PORT = base + 2;

/** `npm run cms` for tests/e2e-dev/cms.spec.ts, started by that spec itself. */
export const E2E_CMS_PORT = base + 9;

/*
 * The ports of the specs that start servers of their own. The two suites run at once, so every
 * spec's port is listed here, and none is shared: base to base + 1 and base + 7 are the shared
 * servers above, base + 2 astro dev, base + 9 the editor.
 */
/** tests/e2e/cdn-origin.spec.ts: the API, then the site's origin and a third one (three ports). */
export const E2E_CDN_PORT = base + 3;
/** tests/e2e/who-is-behind.spec.ts: the configured build. */
export const E2E_CONFIGURED_PORT = base + 6;
/** tests/e2e/flood.spec.ts: a server whose ceiling a flood fills. */
export const E2E_FLOOD_PORT = base + 8;

/**
 * The overlay build also gives /pt-br/ its own contact points (decision 058), so a test can see
 * that /pt-br/ uses them while / and /es/ keep the defaults.
 */
export const OVERLAY_BUILD_LOCALE_ENV = {
  PUBLIC_BOOKING_URL_PT_BR: "https://agenda.example.com.br/chattobook/demonstracao",
  PUBLIC_WHATSAPP_NUMBER_PT_BR: "5511955550123",
  PUBLIC_WHATSAPP_GREETING_PT_BR: "Olá! Quero agendar uma demonstração.",
} as const;
