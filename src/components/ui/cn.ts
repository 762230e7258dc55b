/** Joins class names, skipping falsy ones: `cn("a", active && "b")`. */
export const cn = (...classes: (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(" ");
