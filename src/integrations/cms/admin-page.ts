/*
 * The editor's page (decision 081): Decap's bundle, then the project's script (editor/main.ts), which
 * registers the project's text field and starts Decap with the configuration this page carries, so
 * there is no config.yml to fetch and fail. The token lets this page, and no other, save.
 */

export interface AdminPageOptions {
  /** Decap's configuration (cms.ts). */
  config: unknown;
  /** Each language's English name, own name, direction and page (cms.ts `editorLocales`). */
  locales: unknown;
  /** Where each collection's texts show, from a language's home page. */
  pages: Record<string, string>;
  /** The run's token (local editing only). */
  token?: string;
}

/** JSON safe inside a <script> element. */
const embed = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export const adminPage = ({ config, locales, pages, token }: AdminPageOptions) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Edit the site's copy</title>
    <script type="application/json" id="cms-config">${embed(config)}</script>
    <script type="application/json" id="cms-locales">${embed(locales)}</script>
    <script type="application/json" id="cms-pages">${embed(pages)}</script>
    ${token ? `<meta name="cms-token" content="${token}" />` : ""}
  </head>
  <body>
    <script src="/admin/editor.js"></script>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`;
