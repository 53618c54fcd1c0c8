import { expect, it } from 'vitest';
import { PLANS, PRICING_TERMS } from './plans';

it('holds the four plans, in order', () => {
  expect(PLANS.map((p) => [p.price, p.unit, p.per, p.subHeading])).toEqual([
    [149, 'per report', '3 months', '1–50 reports'],
    [175, 'per report', '6 months', '51–100 reports'],
    [199, 'per report', 'Annual', '100+ reports'],
    [180, 'per employee', 'Annual', 'Unlimited reports'],
  ]);
  expect(PLANS[3]!.features.join(' ')).toMatch(/own competency model/);
  expect(PRICING_TERMS).toMatch(/^USD per report, excluding taxes and duties/);
});

it('gives each plan a dialog heading, subheading and a full list that includes more than the card', () => {
  for (const plan of PLANS) {
    expect(plan.modal.heading).toBe(plan.name);
    expect(plan.modal.subheading).toContain(String(plan.price));
    expect(plan.fullFeatures.length).toBeGreaterThan(plan.features.length);
    expect(new Set(plan.fullFeatures).size).toBe(plan.fullFeatures.length);
  }
});
