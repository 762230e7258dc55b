import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent } from "react";
import { fill } from "#src/core/fill.ts";
import { controlClass, Input } from "#src/components/ui/input.tsx";
import { moneyFormat } from "#src/lib/money.ts";
import { cn } from "#src/lib/utils.ts";
import {
  checkInput,
  estimate,
  ESTIMATE_FIELDS,
  INPUT_LIMITS,
  WEEKS_PER_MONTH,
  type EstimateInputs,
  type InputCheck,
} from "./billing.ts";
import type { CalculatorContent } from "./content.ts";

export interface RevenueCalculatorProps {
  copy: CalculatorContent;
}

type Field = keyof EstimateInputs;

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

const isValid = (check: InputCheck): check is { value: number } => "value" in check;

/**
 * The pricing section's calculator (decision 061), an island that hydrates when it comes near, or
 * when a visitor tabs or taps into it first (client:near). It bills as the page says (billing.ts,
 * decision 091): the share on every new patient the assistant books, the gain on those booked after
 * hours. Rendered at build time with its starting assumptions, its results and formula are the
 * worked example as text. A field left empty or out of its limits says so under itself, is marked
 * invalid, and the results wait for it instead of printing arithmetic they do not follow.
 *
 * The build writes each field as a box that looks like it and takes the focus, and hydration puts
 * the input in its place, focused if the box was: an <input> in the HTML, even hidden or far below,
 * makes Chromium's autofill lay out the section around it while the page loads (decision 061).
 */
export default function RevenueCalculator({ copy }: RevenueCalculatorProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(ESTIMATE_FIELDS.map((field) => [field, String(copy.defaults[field])])) as Record<
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
  // A visitor who reached a box before the island woke up gets the focus back on its input.
  useEffect(() => {
    if (!hydrated) return;
    const island = root.current?.closest("astro-island");
    const field = island?.getAttribute("data-focus-field") as Field | null | undefined;
    if (!field) return;
    island?.removeAttribute("data-focus-field");
    inputs.current[field]?.focus();
  }, [hydrated]);

  const f = useMemo(() => formatters(copy.localeTag, copy.currency), [copy.localeTag, copy.currency]);
  const checks = Object.fromEntries(
    ESTIMATE_FIELDS.map((field) => [field, checkInput(field, values[field])]),
  ) as Record<Field, InputCheck>;
  const valid = ESTIMATE_FIELDS.every((field) => isValid(checks[field]));
  const shown = valid
    ? describe(
        Object.fromEntries(
          ESTIMATE_FIELDS.map((field) => [field, (checks[field] as { value: number }).value]),
        ) as unknown as EstimateInputs,
        copy,
        f,
      )
    : undefined;

  // Announce only what the visitor changed, never on load, and once they pause typing.
  const changed = useRef(false);
  const [announced, setAnnounced] = useState("");
  const announcement = shown?.summary ?? copy.invalid;
  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => setAnnounced(announcement), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [announcement]);
  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    changed.current = true;
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  };

  return (
    <div
      ref={root}
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
          {/*
            From 640 px each field spans four rows of a subgrid (label, input, error, hint), so inputs
            line up when labels wrap differently; on a phone the fields simply stack.
          */}
          <div className="mt-4 grid gap-x-5 gap-y-5 sm:grid-cols-2 sm:gap-y-4">
            {ESTIMATE_FIELDS.map((field) => {
              const { min, max, step } = INPUT_LIMITS[field];
              const check = checks[field];
              const error = isValid(check) ? undefined : copy.errors[field][check.error];
              const hint = field in copy.hints ? copy.hints[field as keyof typeof copy.hints] : undefined;
              const labelId = `${id}-${field}-label`;
              const describedBy =
                [error && `${id}-${field}-error`, hint && `${id}-${field}-hint`].filter(Boolean).join(" ") ||
                undefined;
              return (
                <div key={field} className="flex flex-col gap-2 sm:row-span-4 sm:grid sm:grid-rows-subgrid">
                  <label
                    id={labelId}
                    // Before hydration the box below is no control, which a label may not point at.
                    htmlFor={hydrated ? `${id}-${field}` : undefined}
                    className="text-sm font-medium text-pretty text-ink-soft sm:self-end"
                  >
                    {copy.inputs[field]}
                  </label>
                  {hydrated ? (
                    <Input
                      ref={(input) => {
                        inputs.current[field] = input;
                      }}
                      id={`${id}-${field}`}
                      type="number"
                      inputMode={field === "firstVisitValue" ? "decimal" : "numeric"}
                      min={min}
                      max={max}
                      step={step}
                      value={values[field]}
                      onChange={onChange(field)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy}
                      className="tabular-nums sm:self-end"
                    />
                  ) : (
                    // Takes the focus like the input it stands for; client:near wakes the island.
                    <span
                      tabIndex={0}
                      role="textbox"
                      aria-readonly="true"
                      aria-labelledby={labelId}
                      data-field={field}
                      className={cn(controlClass, "flex h-11 items-center tabular-nums sm:self-end")}
                    >
                      {values[field]}
                    </span>
                  )}
                  {error ? (
                    <p
                      id={`${id}-${field}-error`}
                      className="text-sm font-medium text-pretty text-destructive"
                    >
                      {error}
                    </p>
                  ) : (
                    <span aria-hidden="true" className="max-sm:hidden" />
                  )}
                  {hint ? (
                    <p id={`${id}-${field}-hint`} className="text-sm text-pretty text-muted">
                      {hint}
                    </p>
                  ) : (
                    <span aria-hidden="true" className="max-sm:hidden" />
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className="self-start rounded-2xl bg-surface p-5 ring-1 ring-line">
          <h4 className="text-sm font-semibold text-ink">{copy.resultsHeading}</h4>
          <dl className="mt-3 grid gap-3">
            {resultRows(copy, shown).map((row) => (
              <div key={row.label} className="flex items-baseline justify-between gap-4">
                <dt className="text-sm text-muted">{row.label}</dt>
                <dd className="text-xl font-bold text-ink tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <p className="mt-6 text-sm text-pretty text-muted">{shown ? shown.formula : copy.invalid}</p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </div>
  );
}

type Formatters = ReturnType<typeof formatters>;

/** The estimate of valid inputs in the page's words: its figures, its arithmetic, its summary. */
function describe(inputs: EstimateInputs, copy: CalculatorContent, f: Formatters) {
  const result = estimate(inputs, copy.sharePercent, copy.capPerNewPatient);
  const figures = {
    enquiries: f.count(inputs.enquiriesPerWeek),
    conversion: f.percent(inputs.conversionPercent),
    weeks: f.weeks,
    afterHours: f.percent(inputs.afterHoursPercent),
    firstVisit: f.money(inputs.firstVisitValue),
    newPatients: f.count(result.newPatients),
    afterHoursPatients: f.count(result.afterHoursPatients),
    extraRevenue: f.money(result.extraRevenue),
    fee: result.fee === undefined ? "" : f.money(result.fee),
    net: result.net === undefined ? "" : f.money(result.net),
    percent: copy.sharePercent === undefined ? "" : f.percent(copy.sharePercent),
    cap: copy.capPerNewPatient === undefined ? "" : f.money(copy.capPerNewPatient),
  };
  const { templates } = copy;
  const share = copy.sharePercent !== undefined;
  // The arithmetic printed is the arithmetic done: with the cap below the share, the cap is what each patient costs.
  const capped =
    share &&
    copy.capPerNewPatient !== undefined &&
    (inputs.firstVisitValue * (copy.sharePercent ?? 0)) / 100 > copy.capPerNewPatient;
  return {
    figures,
    formula: [
      fill(templates.formula, figures),
      fill(templates.formulaAfterHours, figures),
      share && fill(capped ? templates.formulaShareCapped : templates.formulaShare, figures),
    ]
      .filter(Boolean)
      .join(" "),
    summary: [fill(templates.announcement, figures), share && fill(templates.announcementShare, figures)]
      .filter(Boolean)
      .join(" "),
  };
}

/** The results' rows; a dash for each while a field is wrong. */
function resultRows(copy: CalculatorContent, shown: ReturnType<typeof describe> | undefined) {
  const value = (key: keyof ReturnType<typeof describe>["figures"]) => shown?.figures[key] ?? "—";
  return [
    { label: copy.results.newPatients, value: value("newPatients") },
    { label: copy.results.afterHours, value: value("afterHoursPatients") },
    { label: copy.results.extraRevenue, value: value("extraRevenue") },
    ...(copy.sharePercent === undefined
      ? []
      : [
          { label: copy.results.fee, value: value("fee") },
          { label: copy.results.net, value: value("net") },
        ]),
  ];
}
