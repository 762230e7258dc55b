import { describe, expect, it } from "vitest";
import { isApiPath } from "./dev-backend.ts";

describe("isApiPath: what the dev server hands to the REST app", () => {
  it.each(["/rest/v1/contact_submissions", "/rest/v1/contact_submissions?select=*", "/rest/v1", "/healthz"])(
    "takes %s",
    (url) => expect(isApiPath(url)).toBe(true),
  );

  // Everything else stays Astro's and Vite's: pages, modules, and the hot-reload client.
  it.each([
    "/",
    "/@vite/client",
    "/src/components/contact/ContactForm.tsx",
    "/rest/v10",
    "/healthz.js",
    "/404",
  ])("leaves %s alone", (url) => expect(isApiPath(url)).toBe(false));
});
