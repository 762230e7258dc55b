import type { AstroIntegration } from "astro";
import { fileURLToPath } from "node:url";

/** Adds `client:near` (directive.ts): visible within a margin, or reached by focus or a tap first. */
export const clientNear = (): AstroIntegration => ({
  name: "chattobook:client-near",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({
        name: "near",
        entrypoint: fileURLToPath(new URL("./directive.ts", import.meta.url)),
      });
    },
  },
});

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate within `rootMargin` of the viewport, or on the first focus or tap inside. */
    "client:near"?: { rootMargin?: string };
  }
}
