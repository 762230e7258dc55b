import { WEB_VITALS, type CtaTarget, type WebVital } from "#src/core/analytics-events.ts";
import type { StatsReport, Summary } from "./stats.ts";

/*
 * `npm run stats` as a terminal table and as a self-contained HTML page: inline CSS and
 * hand-written SVG, no script and nothing fetched, so the file opens offline and can be mailed.
 */

const CTA_LABELS: Record<CtaTarget, string> = {
  book_demo: "Book a demo",
  get_started: "Get Started for Free",
  whatsapp: "WhatsApp button",
};

const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)}%`);
const vital = (name: WebVital, value: number | null) =>
  value === null ? "–" : name === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;

/** The rows of the summary table: a label and how to read it from a Summary. */
const ROWS: Array<[string, (summary: Summary) => string]> = [
  ["Visitors", (s) => String(s.visitors)],
  ["Page views", (s) => String(s.pageviews)],
  ["Leads (stored)", (s) => String(s.leads)],
  ["Conversion to lead", (s) => percent(s.conversionRate)],
  ...(Object.keys(CTA_LABELS) as CtaTarget[]).map((target): [string, (s: Summary) => string] => [
    `Clicks: ${CTA_LABELS[target]}`,
    (s) => String(s.clicks[target]),
  ]),
  ...(Object.keys(WEB_VITALS) as WebVital[]).map((name): [string, (s: Summary) => string] => [
    `${name} p75`,
    (s) => vital(name, s.vitals[name].p75),
  ]),
];

const columnsOf = (report: StatsReport): Array<[string, Summary]> => [
  ["all", report.all],
  ...Object.entries(report.locales),
];

/** An aligned plain-text table: one row per figure, one column for all locales and one per locale. */
export function toStatsTable(report: StatsReport, source: string): string {
  const columns = columnsOf(report);
  const lines = [
    [" ", ...columns.map(([name]) => name)],
    ...ROWS.map(([label, read]) => [label, ...columns.map(([, summary]) => read(summary))]),
  ];
  const widths = lines[0]?.map((_, i) => Math.max(...lines.map((line) => (line[i] ?? "").length))) ?? [];
  const render = (line: string[]) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [
    `Last ${report.days} days (${report.from} to ${report.to}, UTC), from ${source}`,
    "",
    ...lines.map(render),
    "",
    `Leads stored in the database: ${report.storedLeads}`,
    "",
  ].join("\n");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Daily visitors as bars and stored leads as dots on a second scale, over the whole period. */
function dailyChart(report: StatsReport): string {
  const width = 720;
  const height = 220;
  const pad = { left: 40, right: 40, top: 16, bottom: 28 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const maxVisitors = Math.max(1, ...report.daily.map((d) => d.visitors));
  const maxLeads = Math.max(1, ...report.daily.map((d) => d.storedLeads));
  const step = plotW / Math.max(1, report.daily.length);
  const bars = report.daily
    .map((d, i) => {
      const h = (d.visitors / maxVisitors) * plotH;
      const x = pad.left + i * step + step * 0.15;
      return `<rect x="${x.toFixed(1)}" y="${(pad.top + plotH - h).toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${h.toFixed(1)}" class="visitors"><title>${d.day}: ${d.visitors} visitors, ${d.pageviews} page views</title></rect>`;
    })
    .join("");
  const points = report.daily.map((d, i) => [
    pad.left + i * step + step / 2,
    pad.top + plotH - (d.storedLeads / maxLeads) * plotH,
  ]);
  const line = `<polyline points="${points.map(([x, y]) => `${x?.toFixed(1)},${y?.toFixed(1)}`).join(" ")}" class="leads"/>`;
  const dots = report.daily
    .map((d, i) =>
      d.storedLeads
        ? `<circle cx="${points[i]?.[0]?.toFixed(1)}" cy="${points[i]?.[1]?.toFixed(1)}" r="4" class="leads"><title>${d.day}: ${d.storedLeads} leads</title></circle>`
        : "",
    )
    .join("");
  const axis = `<line x1="${pad.left}" y1="${pad.top + plotH}" x2="${width - pad.right}" y2="${pad.top + plotH}" class="axis"/>`;
  const labels =
    `<text x="${pad.left}" y="${height - 8}" class="tick">${report.from}</text>` +
    `<text x="${width - pad.right}" y="${height - 8}" class="tick end">${report.to}</text>` +
    `<text x="${pad.left - 6}" y="${pad.top + 10}" class="tick end visitors-text">${maxVisitors}</text>` +
    `<text x="${width - pad.right + 6}" y="${pad.top + 10}" class="tick leads-text">${maxLeads}</text>`;
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="Daily visitors (bars) and stored leads (line)">${axis}${bars}${line}${dots}${labels}</svg>`;
}

/** Visitors, visitors who clicked a call to action, and leads, as shrinking bars. */
function funnelChart(summary: Summary): string {
  const steps: Array<[string, number]> = [
    ["Visitors", summary.visitors],
    ["Clicked a call to action", summary.clickingVisitors],
    ["Leads", summary.leads],
  ];
  const top = Math.max(1, summary.visitors);
  const rows = steps
    .map(([label, value], i) => {
      const w = Math.max(2, (value / top) * 460);
      const y = 10 + i * 44;
      return (
        `<rect x="220" y="${y}" width="${w.toFixed(1)}" height="30" rx="4" class="funnel f${i}"/>` +
        `<text x="210" y="${y + 20}" class="label end">${label}</text>` +
        `<text x="${(226 + w).toFixed(1)}" y="${y + 20}" class="label">${value}${i ? ` (${percent(value / top)})` : ""}</text>`
      );
    })
    .join("");
  return `<svg viewBox="0 0 760 146" role="img" aria-label="Funnel from visitors to leads">${rows}</svg>`;
}

/** Each Web Vital's p75 on a scale coloured by Google's good / needs improvement / poor ranges. */
function vitalsChart(summary: Summary): string {
  const rows = (Object.entries(WEB_VITALS) as Array<[WebVital, { good: number; poor: number }]>)
    .map(([name, { good, poor }], i) => {
      const max = poor * 1.5;
      const scale = (value: number) => 120 + (Math.min(value, max) / max) * 560;
      const y = 10 + i * 40;
      const p75 = summary.vitals[name].p75;
      const marker =
        p75 === null
          ? `<text x="690" y="${y + 17}" class="label">no data</text>`
          : `<line x1="${scale(p75).toFixed(1)}" y1="${y - 3}" x2="${scale(p75).toFixed(1)}" y2="${y + 25}" class="marker"/>` +
            `<text x="690" y="${y + 17}" class="label">${vital(name, p75)} (${summary.vitals[name].samples})</text>`;
      return (
        `<text x="110" y="${y + 17}" class="label end">${name}</text>` +
        `<rect x="120" y="${y}" width="${(scale(good) - 120).toFixed(1)}" height="22" class="good"/>` +
        `<rect x="${scale(good).toFixed(1)}" y="${y}" width="${(scale(poor) - scale(good)).toFixed(1)}" height="22" class="fair"/>` +
        `<rect x="${scale(poor).toFixed(1)}" y="${y}" width="${(680 - scale(poor)).toFixed(1)}" height="22" class="poor"/>` +
        marker
      );
    })
    .join("");
  return `<svg viewBox="0 0 820 210" role="img" aria-label="Web Vitals p75 against Google's thresholds">${rows}</svg>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;margin:2rem auto;max-width:60rem;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}
table{border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:.3rem .8rem;border-bottom:1px solid #e2e8f0;text-align:right}th:first-child,td:first-child{text-align:left}
svg{width:100%;height:auto;font-size:12px}
.visitors{fill:#0d9488}.leads{fill:#f59e0b;stroke:#f59e0b;stroke-width:2;fill-opacity:1}polyline.leads{fill:none}
.axis{stroke:#94a3b8}.tick{fill:#475569}.end{text-anchor:end}.visitors-text{fill:#0d9488}.leads-text{fill:#b45309}
.label{fill:#0f172a;dominant-baseline:auto}.f0{fill:#0d9488}.f1{fill:#14b8a6}.f2{fill:#f59e0b}
.good{fill:#bbf7d0}.fair{fill:#fde68a}.poor{fill:#fecaca}.marker{stroke:#0f172a;stroke-width:3}
.note{color:#475569}`;

/** A self-contained HTML page: the table, then the three charts. */
export function toStatsHtml(report: StatsReport, source: string): string {
  const columns = columnsOf(report);
  const head = `<tr><th></th>${columns.map(([name]) => `<th>${escapeHtml(name)}</th>`).join("")}</tr>`;
  const body = ROWS.map(
    ([label, read]) =>
      `<tr><td>${escapeHtml(label)}</td>${columns.map(([, summary]) => `<td>${escapeHtml(read(summary))}</td>`).join("")}</tr>`,
  ).join("");
  const title = `Visits and leads, ${report.from} to ${report.to}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="note">Last ${report.days} days (UTC), from ${escapeHtml(source)}. Visitors are counted per day without cookies; ${report.storedLeads} ${report.storedLeads === 1 ? "lead was" : "leads were"} stored in the database.</p>
<table>${head}${body}</table>
<h2>Daily visitors and stored leads</h2>
<p class="note"><span class="visitors-text">Bars: visitors (left scale)</span> · <span class="leads-text">line: leads stored (right scale)</span>. Hover for each day's figures.</p>
${dailyChart(report)}
<h2>Funnel</h2>
${funnelChart(report.all)}
<h2>Web Vitals (p75) against Google's thresholds</h2>
<p class="note">Green is good, amber needs improvement, red is poor; the bar marks the 75th percentile (samples in brackets).</p>
${vitalsChart(report.all)}
</body>
</html>
`;
}
