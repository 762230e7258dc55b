import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent } from "react";
import type { CalculatorCopy } from "@/content/landing.ts";
import { fill } from "@/lib/fill.ts";
import { moneyFormat } from "@/lib/money.ts";
import { estimate, INPUT_LIMITS, WEEKS_PER_MONTH, type EstimateInputs } from "@/lib/revenue-estimate.ts";
import { cn } from "@/lib/utils.ts";
import { controlClass, Input } from "../ui/input.tsx";

export interface RevenueCalculatorProps {
  copy: CalculatorCopy;
}

type Field = keyof EstimateInputs;
const FIELDS: Field[] = ["enquiriesPerWeek", "afterHoursPercent", "conversionPercent", "firstVisitValue"];

/** Nothing to subscribe to: `useSyncExternalStore` is used only to tell the build from the browser. */
const noSubscription = () => () => {};

/** Pause after the last keystroke before the new estimate is read out: one announcement, not one per key. */
const ANNOUNCE_AFTER_MS = 700;

/** Every figure as the page's locale writes it (Intl, never copy). */
function formatters(tag: string, currency: string) {
  // The same rules as the rest of the page: the currency's market, thousands grouped (decision 058).
  const money = moneyFormat(tag, currency);
  return {
    count: money.count,
    percent: money.percent,
    weeks: new Intl.NumberFormat(money.tag, { maximumFractionDigits: 2 }).format(WEEKS_PER_MONTH),
    money: money.amount,
  };
}

/**
 * The pricing section's calculator (decision 061), an island that hydrates when it comes near.
 * Rendered at build time with its starting assumptions, its results and formula are the worked
 * example as text; without JavaScript the inputs, which could change nothing, are not shown. The
 * results are read out once the visitor pauses, through a polite live region.
 *
 * The build writes each field as a box that looks like it, showing its value, and hydration puts
 * the input in its place: an <input> in the HTML, even hidden or far below, makes Chromium's
 * autofill lay out the section around it while the page loads (content-visibility would
 * otherwise skip it), 5 ms of main thread in the first paint's wake (decision 061).
 */
export default function RevenueCalculator({ copy }: RevenueCalculatorProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(FIELDS.map((field) => [field, String(copy.defaults[field])])) as Record<
        Field,
        string
      >,
  );
  // False in the build and while hydrating, true in the render React makes right after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const f = useMemo(() => formatters(copy.localeTag, copy.currency), [copy.localeTag, copy.currency]);
  const inputs = Object.fromEntries(
    FIELDS.map((field) => [field, values[field].trim() === "" ? Number.NaN : Number(values[field])]),
  ) as unknown as EstimateInputs;
  const result = estimate(inputs, copy.sharePercent);
  const shown = {
    newPatients: f.count(result.newPatients),
    revenue: f.money(result.revenue),
    fee: result.fee === undefined ? "" : f.money(result.fee),
    keeps: result.keeps === undefined ? "" : f.money(result.keeps),
  };
  const { templates } = copy;
  const formula = [
    fill(templates.formula, {
      enquiries: f.count(inputs.enquiriesPerWeek || 0),
      afterHours: f.percent(inputs.afterHoursPercent || 0),
      conversion: f.percent(inputs.conversionPercent || 0),
      weeks: f.weeks,
      newPatients: shown.newPatients,
    }),
    fill(templates.formulaRevenue, {
      newPatients: shown.newPatients,
      firstVisit: f.money(inputs.firstVisitValue || 0),
      revenue: shown.revenue,
    }),
    copy.sharePercent !== undefined &&
      fill(templates.formulaShare, { ...shown, percent: f.percent(copy.sharePercent) }),
  ].filter(Boolean);
  const summary = [
    fill(templates.announcement, shown),
    copy.sharePercent !== undefined && fill(templates.announcementShare, shown),
  ]
    .filter(Boolean)
    .join(" ");

  // Announce only what the visitor changed, never on load, and once they pause typing.
  const changed = useRef(false);
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary]);
  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    changed.current = true;
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  };

  const rows = [
    { label: copy.results.newPatients, value: shown.newPatients },
    { label: copy.results.revenue, value: shown.revenue },
    ...(copy.sharePercent === undefined
      ? []
      : [
          { label: copy.results.keeps, value: shown.keeps },
          { label: copy.results.fee, value: shown.fee },
        ]),
  ];

  return (
    <div
      role="group"
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-10"
    >
      <h3 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-balance text-ink">
        {copy.heading}
      </h3>
      <p id={`${id}-intro`} className="mt-2 max-w-2xl text-pretty text-muted">
        {copy.intro}
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        {/* Without JavaScript the fields could change nothing: the text below is the example then. */}
        {/* Its fields keep the floating button's corner clear (decision 086). */}
        <fieldset
          aria-describedby={`${id}-intro`}
          className="clear-of-corner-6 min-w-0 sm:clear-of-corner-10 [@media(scripting:none)]:hidden"
        >
          <legend className="font-semibold text-ink">{copy.legend}</legend>
          {/* Each field spans three rows of a subgrid, so inputs line up when labels wrap differently. */}
          <div className="mt-4 grid gap-x-5 gap-y-4 sm:grid-cols-2">
            {FIELDS.map((field) => {
              const { min, max, step } = INPUT_LIMITS[field];
              const hint = field === "conversionPercent" ? `${id}-${field}-hint` : undefined;
              return (
                <div key={field} className="row-span-3 grid grid-rows-subgrid gap-y-2">
                  <label
                    // Before hydration the box below is no control, which a label may not point at.
                    htmlFor={hydrated ? `${id}-${field}` : undefined}
                    className="self-end text-sm font-medium text-pretty text-ink-soft"
                  >
                    {copy.inputs[field]}
                  </label>
                  {hydrated ? (
                    <Input
                      id={`${id}-${field}`}
                      type="number"
                      inputMode={field === "firstVisitValue" ? "decimal" : "numeric"}
                      min={min}
                      max={max}
                      step={step}
                      value={values[field]}
                      onChange={onChange(field)}
                      aria-describedby={hint}
                      className="self-end tabular-nums"
                    />
                  ) : (
                    <span className={cn(controlClass, "flex h-11 items-center self-end tabular-nums")}>
                      {values[field]}
                    </span>
                  )}
                  {hint && (
                    <p id={hint} className="text-sm text-pretty text-muted">
                      {copy.conversionHint}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className="self-start rounded-2xl bg-surface p-5 ring-1 ring-line">
          <h4 className="text-sm font-semibold text-ink">{copy.resultsHeading}</h4>
          <dl className="mt-3 grid gap-3">
            {rows.map((row) => (
              <div key={row.label} className="flex items-baseline justify-between gap-4">
                <dt className="text-sm text-muted">{row.label}</dt>
                <dd className="text-xl font-bold text-ink tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <p className="mt-6 text-sm text-pretty text-muted">{formula.join(" ")}</p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </div>
  );
}
