// @ts-check
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadPublicConfig } from "./src/config/public-env.ts";

// Validate the PUBLIC_* overrides once, before anything is built, so a typo fails the build with a clear message.
const site = loadPublicConfig(process.env);

export default defineConfig({
  site: site.siteUrl,
  output: "static",
  // Tests build a second variant of the site next to dist/ (see scripts/test.ts).
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  trailingSlash: "ignore",
  integrations: [react()],
  build: {
    // Small stylesheets are cheaper inlined than fetched: it removes a render-blocking request on the first view.
    inlineStylesheets: "always",
  },
  vite: {
    plugins: [tailwindcss()],
  },
  devToolbar: { enabled: false },
});
