import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { Hono } from "hono";
import { join } from "node:path";
import { siteBuildEnv } from "#scripts/site-build-env.ts";
import { listen, type RunningServer } from "#server/http/listen.ts";
import { createStaticSite } from "#server/http/static.ts";
import { expectIslandHydrated } from "./landing-helpers.ts";

/*
 * Issue 24, "who is behind it" (decision 062) and the calculator with a configured share
 * (decision 061). The default build (the shared server) must show no company, no founder and no
 * share; a build of this spec's own, with them configured, shows exactly what was configured. Its
 * founder photo is a file the site already has, so no network is needed.
 */

// Past the shared e2e servers, astro dev and the CDN spec's three origins (scripts/e2e-servers.ts, cdn-origin).
const port = (Number(process.env.E2E_PORT) || 4410) + 6;
const SITE = `http://127.0.0.1:${port}`;
const BUILD = `.tmp/dist-configured-${port}`;
const PROFILE = "https://www.linkedin.com/in/ana-souza-chattobook";
const FOUNDERS = [
  {
    name: "Ana Souza",
    role: "Co-founder, CEO",
    photo: "/apple-touch-icon.png",
    width: 180,
    height: 180,
    url: PROFILE,
  },
  { name: "Luis Pérez", role: "Co-founder, CTO" },
];
const CONFIGURED = {
  PUBLIC_LEGAL_ENTITY: "Smile Software GmbH",
  PUBLIC_LEGAL_ADDRESS: "Hauptstraße 1, 10115 Berlin, Germany",
  PUBLIC_FOUNDERS: JSON.stringify(FOUNDERS),
  PUBLIC_REVENUE_SHARE_PERCENT: "15",
};

test.describe("the default build", () => {
  test("names no company and no founder, and the copyright names the brand", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    for (const text of ["The people behind", "Who we are", "is a service of"])
      expect(html).not.toContain(text);
    await page.goto("/");
    await expect(page.locator("#team")).toHaveCount(0);
    await expect(
      page.getByRole("contentinfo").getByText(/^© \d{4} ChatToBook\. All rights reserved\.$/),
    ).toHaveCount(1);
  });
});

test.describe("a build with the company, its founders and a share configured", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: SITE });
  let site: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const build = spawnSync("npx", ["astro", "build"], {
      env: { ...siteBuildEnv(), ...CONFIGURED, ASTRO_OUT_DIR: BUILD },
      encoding: "utf8",
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const files = createStaticSite(join(process.cwd(), BUILD));
    site = await listen(
      new Hono().all("*", (c) => files.handle(c.req.raw)),
      { port, host: "127.0.0.1" },
    );
  });

  test.afterAll(async () => {
    await site?.close(100);
  });

  for (const width of [375, 1440]) {
    test(`at ${width} px: the founders, the company and its address, and the copyright names the company`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const team = page.getByRole("region", { name: "The people behind ChatToBook" });
      await team.scrollIntoViewIfNeeded();
      await expect(team.getByRole("heading", { level: 3 })).toHaveText(FOUNDERS.map((f) => f.name));
      for (const founder of FOUNDERS)
        await expect(team.getByText(founder.role, { exact: true })).toBeVisible();
      const profile = team.getByRole("link", { name: "Ana Souza's profile" });
      await expect(profile).toHaveAttribute("href", PROFILE);
      await expect(profile).toHaveAttribute("target", "_blank");
      // The photo's box is reserved by its size attributes, and it loads.
      const photo = team.locator("img");
      await expect(photo).toHaveCount(1);
      await expect(photo).toHaveAttribute("width", "180");
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(180);
      await expect(team.getByText("ChatToBook is a service of Smile Software GmbH.")).toBeVisible();
      await expect(team.getByText(CONFIGURED.PUBLIC_LEGAL_ADDRESS)).toBeVisible();
      await expect(
        page.getByRole("contentinfo").getByText(/^© \d{4} Smile Software GmbH\. All rights reserved\.$/),
      ).toBeVisible();
    });
  }

  test("/es/: the same facts, in Spanish words", async ({ page }) => {
    await page.goto("/es/");
    const team = page.getByRole("region", { name: "Las personas detrás de ChatToBook" });
    await team.scrollIntoViewIfNeeded();
    await expect(team.getByText("ChatToBook es un servicio de Smile Software GmbH.")).toBeVisible();
    await expect(team.getByRole("link", { name: "Perfil de Ana Souza" })).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByText(/Smile Software GmbH\. Todos los derechos/),
    ).toBeVisible();
  });

  test("the calculator shows what the clinic keeps and pays at the configured share", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/");
    const calculator = page.getByRole("group", { name: "Estimate it for your clinic" });
    await calculator.scrollIntoViewIfNeeded();
    // 20 a week × 30 % × 20 % × 52/12 → 5 new patients × €80 = €400: 15 % is €60, the clinic keeps €340.
    await expect(calculator.getByRole("definition")).toHaveText(["5", "€400", "€340", "€60"]);
    await expect(calculator.getByRole("term")).toHaveText([
      "New patients",
      "Their first visits",
      "You keep",
      "Our share (15%)",
    ]);
    await expectIslandHydrated(page, "RevenueCalculator");
    await calculator.getByRole("spinbutton", { name: "Value of a first visit (€)" }).fill("100");
    await expect(calculator.getByRole("definition")).toHaveText(["5", "€500", "€425", "€75"]);
    await expect(calculator.locator("[aria-live=polite]")).toHaveText(
      "Estimate: 5 new patients a month, €500 in first visits. You keep €425 and pay €75.",
    );
  });
});
