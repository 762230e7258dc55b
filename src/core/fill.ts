/** A placeholder in copy, `{name}`: the schema allows only the names the code fills in. */
export const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Puts values into `{name}` placeholders; one without a value stays as written. */
export const fill = (template: string, values: object = {}): string =>
  template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String((values as Record<string, unknown>)[name]) : whole,
  );

/**
 * A template filled with `values`, split around the one placeholder `name` that the caller renders
 * itself (a `<bdi>` that keeps a Latin name whole in a right-to-left sentence).
 */
export function fillAround(
  template: string,
  name: string,
  values: object = {},
): { before: string; after: string } {
  const [before = "", after = ""] = fill(template, values).split(`{${name}}`);
  return { before, after };
}
