import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampInput, estimate, WEEKS_PER_MONTH } from "./revenue-estimate.ts";

const defaults = { enquiriesPerWeek: 20, afterHoursPercent: 30, conversionPercent: 20, firstVisitValue: 80 };

describe("estimate", () => {
  it("enquiries × after hours × conversion × weeks a month, rounded down to whole patients", () => {
    // 20 × 30 % × 20 % × 52/12 = 5.2 → 5 new patients; 5 × €80 = €400.
    expect(estimate(defaults)).toEqual({ newPatients: 5, revenue: 400 });
    expect(WEEKS_PER_MONTH).toBeCloseTo(4.333, 3);
  });

  it("splits the first visits between the clinic and the configured share", () => {
    expect(estimate(defaults, 15)).toEqual({ newPatients: 5, revenue: 400, fee: 60, keeps: 340 });
    // 7 patients × 79.90 = 559.30; 12.5 % = 69.9125 → 69.91; the clinic keeps 489.39.
    const odd = { enquiriesPerWeek: 27, afterHoursPercent: 30, conversionPercent: 20, firstVisitValue: 79.9 };
    expect(estimate(odd, 12.5)).toEqual({ newPatients: 7, revenue: 559.3, fee: 69.91, keeps: 489.39 });
  });

  it("gives an exact whole number where the product is one (no 5.999… → 5)", () => {
    // 30 × 40 % × 25 % × 52/12 = 13 exactly.
    expect(
      estimate({ ...defaults, enquiriesPerWeek: 30, afterHoursPercent: 40, conversionPercent: 25 })
        .newPatients,
    ).toBe(13);
  });

  it("clamps what the fields allow, and reads an emptied field as zero", () => {
    expect(clampInput("afterHoursPercent", 140)).toBe(100);
    expect(clampInput("enquiriesPerWeek", -3)).toBe(0);
    expect(clampInput("firstVisitValue", Number.NaN)).toBe(0);
    expect(estimate({ ...defaults, enquiriesPerWeek: Number.NaN }, 15)).toEqual({
      newPatients: 0,
      revenue: 0,
      fee: 0,
      keeps: 0,
    });
  });

  it("never promises more than the assumptions, and fee + keeps is the revenue", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 1000 }).map((p) => p / 10),
        (enquiries, after, conversion, value, share) => {
          const result = estimate(
            {
              enquiriesPerWeek: enquiries,
              afterHoursPercent: after,
              conversionPercent: conversion,
              firstVisitValue: value,
            },
            share,
          );
          expect(result.newPatients).toBeLessThanOrEqual(
            (enquiries * after * conversion * WEEKS_PER_MONTH) / 10_000 + 1e-6,
          );
          expect(Number.isInteger(result.newPatients)).toBe(true);
          expect(Math.round(((result.fee ?? 0) + (result.keeps ?? 0)) * 100)).toBe(
            Math.round(result.revenue * 100),
          );
        },
      ),
    );
  });
});
