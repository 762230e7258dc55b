// @ts-check
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import betterTailwindcss from "eslint-plugin-better-tailwindcss";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

// The layers are regular expressions: a `group` is read as .gitignore lines, where a leading # starts
// a comment, so a group of # paths matched nothing.
const CROSS_FOLDER = {
  group: ["../*", "@/*"],
  message: "Import across folders with a # path from package.json `imports`, e.g. #src/core/locales.ts.",
};
const ONLY_CORE = {
  regex: "^#(?!src/core/)",
  message: "src/core is the bottom layer: it imports only src/core (and packages).",
};
const SITE_ONLY = {
  regex: "^#(server|scripts|tests|bench)/",
  message: "The site is built from src/ alone: it never imports the server, the scripts or the tests.",
};
const SERVER_REACH = {
  regex: "^#(src/(?!core/|content/copy/)|scripts/|tests/|bench/)",
  message: "The server uses src/core and the copy files (src/content/copy) only, never a page's code.",
};
const BELOW_SECTIONS = {
  regex: "^#(server|scripts|tests|bench|src/(sections|site|layouts|pages))/",
  message:
    "Components, copy, lib and analytics sit below the sections: what a section or a page builds is passed in, never imported.",
};
const TOOLING = {
  regex: "^#tests/",
  message: "Tooling (scripts, bench, configs) never imports tests: shared definitions live in scripts/.",
};
/**
 * @param {string[]} files
 * @param {...({ group: string[] } | { regex: string }) & { message: string }} patterns
 * @returns {import("eslint").Linter.Config}
 */
const layer = (files, ...patterns) => ({
  files,
  ignores: ["**/*.test.{ts,tsx}"],
  rules: { "no-restricted-imports": ["error", { patterns: [CROSS_FOLDER, ...patterns] }] },
});

/** The import rules per folder (a later entry for the same file replaces an earlier one). */
function importLayers() {
  return [
    layer(["**/*.{ts,tsx,mjs,astro}"]),
    layer(["src/**"], SITE_ONLY),
    layer(["src/{components,content,lib,analytics}/**"], BELOW_SECTIONS),
    layer(["src/core/**"], ONLY_CORE),
    layer(["server/**"], SERVER_REACH),
    layer(["scripts/**", "bench/**", "*.config.{ts,mjs,js}"], TOOLING),
  ];
}

export default defineConfig(
  { ignores: ["dist/", ".astro/", ".tmp/", "data/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "info"] }],
    },
  },
  {
    // Right-to-left pages (Arabic, decision 064) mirror only if components say start/end, never
    // left/right. Only the inline axis: top/bottom and widths/heights are the same in every
    // language, so the rule's block-axis and size rewrites are switched off by `ignore`.
    files: ["src/**/*.{ts,tsx,astro}"],
    plugins: { "better-tailwindcss": betterTailwindcss },
    settings: { "better-tailwindcss": { entryPoint: "src/styles/global.css" } },
    rules: {
      "better-tailwindcss/enforce-logical-properties": [
        "error",
        {
          ignore: [
            String.raw`^(?:\S*:)?!?-?(?:[pm][tby]|scroll-[mp][tb]|top|bottom|inset-y|border-[tb]|h|w|min-[hw]|max-[hw]|size)(?:-|$)`,
          ],
        },
      ],
    },
  },
  // One import style that Node, Vite, Vitest and tsc all resolve (package.json `imports`, decision
  // 090): a sibling is `./file.ts`, anything else `#top/path/file.ts`. Then the layers: src/core is
  // the bottom (locales, settings, the contact schema, the event vocabulary, the HTTP policy) and
  // reaches up to nothing; the server may use the bottom layer and the copy files, never a page's
  // code; the site never imports the server, the scripts or the tests.
  ...importLayers(),
  {
    // Command-line tools and tests talk to a person through the console.
    files: ["scripts/**", "server/**", "bench/**", "tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "off" },
  },
);
