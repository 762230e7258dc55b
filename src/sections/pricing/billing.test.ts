import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkInput, estimate, WEEKS_PER_MONTH } from "./billing.ts";

const defaults = { enquiriesPerWeek: 20, conversionPercent: 20, afterHoursPercent: 30, firstVisitValue: 80 };

describe("estimate: the share on every new patient, the gain on those after hours", () => {
  it("counts every enquiry that books, not only the after-hours ones", () => {
    // 20 × 20 % × 52/12 = 17.33 → 17 new patients; 30 % of 17 = 5.1 → 5 after hours; 5 × €80 = €400.
    expect(estimate(defaults)).toEqual({ newPatients: 17, afterHoursPatients: 5, extraRevenue: 400 });
    expect(WEEKS_PER_MONTH).toBeCloseTo(4.333, 3);
  });

  it("bills the share on all of them and shows what is left of the gain", () => {
    // 17 × €80 × 15 % = €204, the bill the page's own rule gives; €400 − €204 = €196.
    expect(estimate(defaults, 15)).toEqual({
      newPatients: 17,
      afterHoursPatients: 5,
      extraRevenue: 400,
      fee: 204,
      net: 196,
    });
  });

  it("says plainly when the share costs more than the after-hours gain", () => {
    expect(estimate({ ...defaults, afterHoursPercent: 0 }, 15)).toMatchObject({
      extraRevenue: 0,
      fee: 204,
      net: -204,
    });
  });

  it("caps the share per new patient when the company has a cap", () => {
    // €12 × 17 instead of €80 × 15 % = €12 each: equal; a €10 cap makes it €170.
    expect(estimate(defaults, 15, 10)).toMatchObject({ fee: 170, net: 230 });
    expect(estimate(defaults, 15, 100)).toMatchObject({ fee: 204 });
  });

  it("gives an exact whole number where the product is one (no 5.999… → 5)", () => {
    // 30 × 40 % × 52/12 = 52 exactly; 25 % of 52 = 13 exactly.
    expect(
      estimate({ ...defaults, enquiriesPerWeek: 30, conversionPercent: 40, afterHoursPercent: 25 }),
    ).toMatchObject({
      newPatients: 52,
      afterHoursPatients: 13,
    });
  });

  it("never promises more than the assumptions, and the net is the gain less the share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 1000 }).map((p) => p / 10),
        (enquiries, conversion, after, value, share) => {
          const result = estimate(
            {
              enquiriesPerWeek: enquiries,
              conversionPercent: conversion,
              afterHoursPercent: after,
              firstVisitValue: value,
            },
            share,
          );
          expect(result.newPatients).toBeLessThanOrEqual(
            (enquiries * conversion * WEEKS_PER_MONTH) / 100 + 1e-6,
          );
          expect(result.afterHoursPatients).toBeLessThanOrEqual(result.newPatients);
          expect(result.net).toBeCloseTo((result.extraRevenue ?? 0) - (result.fee ?? 0), 2);
          expect(result.fee).toBeCloseTo((result.newPatients * value * share) / 100, 1);
        },
      ),
    );
  });
});

describe("checkInput", () => {
  it("reads a number within the field's limits", () => {
    expect(checkInput("enquiriesPerWeek", "20")).toEqual({ value: 20 });
    expect(checkInput("firstVisitValue", " 79.90 ")).toEqual({ value: 79.9 });
    expect(checkInput("conversionPercent", "100")).toEqual({ value: 100 });
  });

  it("refuses an empty field and anything outside the limits, instead of guessing a value", () => {
    expect(checkInput("enquiriesPerWeek", "")).toEqual({ error: "empty" });
    expect(checkInput("enquiriesPerWeek", "  ")).toEqual({ error: "empty" });
    expect(checkInput("afterHoursPercent", "150")).toEqual({ error: "range" });
    expect(checkInput("enquiriesPerWeek", "-5")).toEqual({ error: "range" });
    expect(checkInput("enquiriesPerWeek", "9999999")).toEqual({ error: "range" });
    expect(checkInput("firstVisitValue", "80€")).toEqual({ error: "range" });
  });
});
