import type { ClientDirective } from "astro";

/*
 * client:near: hydrates an island when it comes within `rootMargin` of the viewport, as
 * client:visible does, and also the moment a visitor reaches it first: a keyboard focus or a tap
 * inside it. A quick Tab or a tap on a slow phone, before the island came near enough, would
 * otherwise land on markup that does nothing. The element focused or tapped is named on the
 * island (`data-focus-field`, from the nearest `data-field`), so the island can put the focus
 * back on its own control once it has replaced the markup.
 */
const nearDirective: ClientDirective = (load, options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    io.disconnect();
    await (
      await load()
    )();
    // Listened to until the island is hydrated: a Tab that lands while its code is still
    // downloading (started by the margin) is a focus the island must put back too.
    el.removeEventListener("focusin", reached);
    el.removeEventListener("pointerdown", reached);
  };
  const reached = (event: Event) => {
    const field = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-field]") : null;
    if (field?.dataset.field) el.setAttribute("data-focus-field", field.dataset.field);
    void start();
  };
  const rootMargin = (options.value as { rootMargin?: string } | undefined)?.rootMargin;
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    },
    { rootMargin },
  );
  // The island is `display: contents`: its children are what has a box.
  for (const child of el.children) io.observe(child);
  el.addEventListener("focusin", reached);
  el.addEventListener("pointerdown", reached);
};

export default nearDirective;
