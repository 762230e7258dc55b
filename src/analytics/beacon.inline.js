// The beacon's source, inlined into every page by Beacon.astro (read there with ?raw). Plain
// JavaScript, because it ships as written: keep it small (budget: 1.5 KB compressed).
(() => {
  // The site's locale code ("es"), not <html lang>, which is a BCP 47 tag ("es-419").
  const { endpoint, vitals, leadEvent, locale } = document.currentScript.dataset;
  const page = { path: location.pathname, locale };
  const send = (name, fields) =>
    navigator.sendBeacon?.(endpoint, new URLSearchParams({ name, ...page, ...fields }));
  let referrer = {};
  try {
    const { host } = new URL(document.referrer);
    if (host !== location.host) referrer = { referrer_host: host };
  } catch {
    // No referrer (typed address, bookmark, or a policy that sends none).
  }
  addEventListener(
    "click",
    (event) => {
      const cta = event.target instanceof Element && event.target.closest("[data-cta]");
      if (cta) send("cta_click", { target: cta.dataset.cta });
    },
    true,
  );
  addEventListener(leadEvent, () => send("lead", {}));
  const measure = () => {
    send("pageview", referrer);
    return import(vitals).then((webVitals) => {
      for (const on of ["onLCP", "onINP", "onCLS", "onFCP", "onTTFB"])
        webVitals[on]((metric) => send("web_vital", { metric: metric.name, value: metric.value }));
    });
  };
  const idle = () => (window.requestIdleCallback ?? setTimeout)(measure);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
})();
