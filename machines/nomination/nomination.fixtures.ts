import type { Colleague, MyNomination, Nomination } from '../../schemas/nomination';

/** Ana's team under Bo: her peers, her direct report, and someone from another team. */
export const colleague = (id: number, name: string): Colleague => ({ id, name, emp_code: `E-${id}` });
export const cy = colleague(3, 'Cy Park');
export const di = colleague(4, 'Di Moss');
export const eve = colleague(5, 'Eve Stone');
export const fay = colleague(6, 'Fay Wu');
export const gil = colleague(7, 'Gil Roy');
export const hal = colleague(8, 'Hal Oak');
export const ivy = colleague(9, 'Ivy Fox');
export const ana = colleague(1, 'Ana Lee');

export const peerPicksSurvey: Nomination['survey'] = {
  id: 12,
  title: 'Leadership 360 · Q4',
  end_date: '2026-12-18',
  nomination_deadline: '2026-12-04',
  rater_selection: 'manager_approves',
  rater_limits: { peer: { min: 3, max: 6 }, direct_report: { min: 0, max: null }, other: { min: 0, max: 2 } },
};

/** Ana's nomination, nothing chosen yet, with suggestions from the organisation tree. */
export const openNomination: MyNomination = {
  survey: peerPicksSurvey,
  ratee: ana,
  status: 'open',
  note: '',
  submitted_at: null,
  decided_at: null,
  nominees: [],
  tree: { peer: 5, direct_report: 1 },
  below_minimum_reason: '',
  suggestions: [{ person: ivy, relationship: 'direct_report' }, ...[cy, di, eve, fay, gil].map((person) => ({ person, relationship: 'peer' as const }))],
};

/** Ana's list of four peers, sent to Bo. */
export const submittedNomination: Nomination = {
  survey: peerPicksSurvey,
  ratee: ana,
  status: 'submitted',
  note: '',
  submitted_at: '2026-11-27T09:12:00Z',
  decided_at: null,
  tree: { peer: 5, direct_report: 1 },
  below_minimum_reason: '',
  nominees: [cy, di, eve, fay].map((rater) => ({ rater, relationship: 'peer' as const })),
};

export const returnedNomination: MyNomination = {
  ...openNomination,
  ...submittedNomination,
  suggestions: openNomination.suggestions,
  status: 'returned',
  note: 'Please add Gil, who worked with you on the launch all year.',
  decided_at: '2026-11-28T10:00:00Z',
};

export const approvedNomination: Nomination = {
  ...submittedNomination,
  status: 'approved',
  decided_at: '2026-11-28T10:00:00Z',
  nominees: [cy, di, eve, gil].map((rater) => ({ rater, relationship: 'peer' as const })),
};

/** The survey asks for at least 3 peers, or all the tree has: Ana's tree has one. */
export const treeFitsSurvey: Nomination['survey'] = {
  ...peerPicksSurvey,
  id: 13,
  title: 'Managers 360',
  rater_limits: { peer: { min: 3, max: null, up_to_tree: true }, direct_report: { min: 2, max: null } },
};

/** Ana, a manager with one real peer and four direct reports, nominates under limits her tree can meet. */
export const oneRealPeer: MyNomination = {
  ...openNomination,
  survey: treeFitsSurvey,
  tree: { peer: 1, direct_report: 4 },
  suggestions: [{ person: cy, relationship: 'peer' }, ...[ivy, gil, hal, fay].map((person) => ({ person, relationship: 'direct_report' as const }))],
};
