import { PAGES } from "#src/core/pages.ts";
import type { PageContext } from "#src/sections/page-context.ts";

/** The 404 page: the spec's '404', 'Oops! Page not found' and 'Return to Home'. */
export const buildNotFound = ({ copy, t, pageUrl }: PageContext) => ({
  title: t(copy.notFound.title),
  description: copy.notFound.description,
  code: "404",
  heading: copy.notFound.heading,
  body: copy.notFound.body,
  home: { label: copy.notFound.home, href: pageUrl(PAGES.home) },
  /** Logged with console.error together with the missing path. */
  logMessage: copy.notFound.logMessage,
});

export type NotFoundContent = ReturnType<typeof buildNotFound>;
