/*
 * HTML allows `<style>` only in the head, or in a `<noscript>` in the head (validators report any
 * other). Two come out of the build in the body: Astro writes the islands' one CSS rule
 * (`astro-island{display:contents}` and its kin) before the first island, and the contact form
 * hides itself from visitors without JavaScript with a `<style>` in its `<noscript>`, next to the
 * note that replaces it. The build moves both to the end of the head: a plain style as it is, where
 * it applies from the first paint; a style from a `<noscript>` inside a `<noscript>` of the head,
 * so it still applies only when scripts do not run.
 */

const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/gi;
const NOSCRIPT = /<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi;

/** The page with every `<style>` of its body moved, in order, to the end of its head. */
export function moveBodyStylesToHead(html: string): string {
  const headEnd = html.search(/<\/head>/i);
  const bodyStart = html.search(/<body\b/i);
  if (headEnd < 0 || bodyStart < headEnd) return html;
  const noScriptStyles: string[] = [];
  const body = html.slice(bodyStart).replace(NOSCRIPT, (block) => {
    noScriptStyles.push(...(block.match(STYLE) ?? []));
    return block.replace(STYLE, "");
  });
  const styles = body.match(STYLE) ?? [];
  if (styles.length + noScriptStyles.length === 0) return html;
  const moved =
    styles.join("") + (noScriptStyles.length ? `<noscript>${noScriptStyles.join("")}</noscript>` : "");
  return html.slice(0, headEnd) + moved + html.slice(headEnd, bodyStart) + body.replace(STYLE, "");
}
