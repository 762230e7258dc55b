/*
 * Astro writes the islands' one CSS rule (`astro-island{display:contents}` and its kin) as a
 * `<style>` just before the first island, in the body. HTML allows `<style>` only in the head
 * (validators report it), so the build moves every such element to the end of the head, where it
 * applies from the first paint instead of from the middle of the page.
 */

const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/gi;

/** The page with every `<style>` of its body moved, in order, to the end of its head. */
export function moveBodyStylesToHead(html: string): string {
  const headEnd = html.search(/<\/head>/i);
  const bodyStart = html.search(/<body\b/i);
  if (headEnd < 0 || bodyStart < headEnd) return html;
  const body = html.slice(bodyStart);
  const styles = body.match(STYLE) ?? [];
  if (styles.length === 0) return html;
  if (/<noscript\b[^>]*>(?:(?!<\/noscript>)[\s\S])*<style\b/i.test(body)) {
    // Moving it out of its <noscript> would apply it to every visitor.
    throw new Error("A <style> inside a <noscript> in the body: put it in a <noscript> in the head instead");
  }
  return html.slice(0, headEnd) + styles.join("") + html.slice(headEnd, bodyStart) + body.replace(STYLE, "");
}
