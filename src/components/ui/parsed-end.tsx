/**
 * The last child of an element with the `painted-whole` utility: until the parser has reached it,
 * the element stays invisible, so it is never painted half-parsed and then moved by the rest of
 * its content (decision 045). A <template> is never rendered and is valid inside any element,
 * lists included.
 */
export function ParsedEnd() {
  return <template data-parsed-end="" />;
}
