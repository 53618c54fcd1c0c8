import { describe, expect, it } from 'vitest';
import { formFromSelection, limitMessages, limitsFor, selectionFromForm, type RaterSelection } from './nomination';

describe('the limits per relationship', () => {
  it('say what is missing and what is too much, in words the screens and the server share', () => {
    const limits = { peer: { min: 3, max: 8 }, direct_report: { min: 1, max: null }, other: { min: 0, max: 1 } };
    const list = [{ relationship: 'peer' as const }, { relationship: 'other' as const }, { relationship: 'other' as const }];
    expect(limitMessages(list, limits)).toEqual([
      'Choose at least 3 peers (1 chosen).',
      'Choose at least 1 direct report (0 chosen).',
      'Choose at most 1 other rater (2 chosen).',
    ]);
    expect(limitMessages([], {})).toEqual([]);
  });
});

describe('a minimum the tree can meet', () => {
  it('drops to what the tree offers only when set so and the tree offers fewer', () => {
    const limits = { peer: { min: 3, max: 6, up_to_tree: true }, direct_report: { min: 2, max: null }, other: { min: 1, max: null } };
    expect(limitsFor(limits, { peer: 1, direct_report: 0 })).toEqual({ ...limits, peer: { min: 1, max: 6, up_to_tree: true } });
    expect(limitsFor(limits, { peer: 5, direct_report: 0 })).toEqual(limits);
    expect(limitsFor({}, { peer: 0, direct_report: 0 })).toEqual({});
  });

  it('round-trips through the settings form, beside its counts', () => {
    const selection: RaterSelection = {
      rater_selection: 'hr_approves',
      nomination_deadline: '2026-12-04',
      rater_limits: { peer: { min: 3, max: null, up_to_tree: true } },
    };
    const form = formFromSelection(selection);
    expect(form).toEqual({ rater_selection: 'hr_approves', nomination_deadline: '2026-12-04', peer_min: 3, peer_up_to_tree: true });
    expect(selectionFromForm(form)).toEqual(selection);
    // Without a minimum there is nothing for the tree to meet.
    expect(selectionFromForm({ ...form, peer_min: undefined }).rater_limits).toEqual({});
  });
});

describe('the settings form', () => {
  it('lays the limits flat and back, an empty count meaning no minimum or no limit', () => {
    const selection: RaterSelection = {
      rater_selection: 'manager_approves',
      nomination_deadline: '2026-12-04',
      rater_limits: { peer: { min: 3, max: 8 }, other: { min: 0, max: null } },
    };
    const form = formFromSelection(selection);
    expect(form).toEqual({ rater_selection: 'manager_approves', nomination_deadline: '2026-12-04', peer_min: 3, peer_max: 8, other_min: 0 });
    expect(selectionFromForm(form)).toEqual(selection);
    expect(selectionFromForm({ rater_selection: 'hr_approves', nomination_deadline: '2026-12-04', direct_report_max: 2 }).rater_limits).toEqual({
      direct_report: { min: 0, max: 2 },
    });
  });

  it('drops the deadline when HR picks the raters', () => {
    expect(selectionFromForm({ rater_selection: 'hr', nomination_deadline: '2026-12-04' })).toEqual({
      rater_selection: 'hr',
      nomination_deadline: null,
      rater_limits: {},
    });
  });
});
