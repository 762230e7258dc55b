/** Puts values into `{name}` placeholders (the copy schema allows only names the caller fills in). */
export const fill = (template: string, values: object = {}): string =>
  template.replace(/\{([^{}]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String((values as Record<string, unknown>)[name]) : whole,
  );
