import { PAGE_PATHS } from "#src/core/pages.ts";

/*
 * The build's link check: every link into the site that the sections' builders assemble must
 * land somewhere. An anchor (`#pricing`) must name a section of the page, a path (`/privacy/`) one
 * of the site's pages. Run by the content collection (src/content.config.ts), so a broken one
 * fails the build.
 */

/** Each link of the content that points nowhere, as `key.path: href`. */
export function brokenInternalLinks(
  content: Record<string, unknown>,
  pages: readonly string[] = PAGE_PATHS,
): string[] {
  const sections = new Set(
    Object.values(content).flatMap((slice) =>
      slice && typeof slice === "object" && "id" in slice && typeof slice.id === "string" ? [slice.id] : [],
    ),
  );
  const broken: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}.${index}`));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key !== "href" || typeof item !== "string") visit(item, at);
        else if (
          item.startsWith("#") ? !sections.has(item.slice(1)) : item.startsWith("/") && !pages.includes(item)
        )
          broken.push(`${at}: ${item}`);
      }
  };
  visit(content, "");
  return broken;
}
