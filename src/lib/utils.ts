/**
 * Joins class names, skipping falsy ones: `cn("a", active && "b")`. It does not resolve Tailwind
 * conflicts (no tailwind-merge, see docs/decisions/015-ui-primitives-and-class-merging.md): a
 * `className` passed to a primitive adds classes, it must not restate one the primitive sets.
 */
export const cn = (...classes: (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(" ");
