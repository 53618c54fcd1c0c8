import { Badge } from '@radix-ui/themes';
import type { Assignment } from '../../../schemas/survey';
import { ASSIGNMENT_STATUS_LOOKS, fullDay, RELATIONSHIP_LABELS } from './survey-format';
import type { TextColumn } from '../../components/data-table';

/** A moment column: sorted by its ISO text (missing first), drawn as a day. */
const moment = (key: 'invited_at' | 'reminded_at' | 'submitted_at', title: string): TextColumn<Assignment> => ({
  key, title, width: 'minmax(100px, 0.9fr)', text: (a) => a[key] ?? '',
  render: (a) => <div className="rt-cell-text" data-muted={a[key] ? undefined : ''}>{fullDay(a[key])}</div>,
});

/** A rater who has left the company keeps their submitted answers, not their name. */
export const FORMER_EMPLOYEE = 'Former employee';

/** Someone from outside the company, invited by name and address: shown as such instead of an employee code. */
export const OUTSIDE_RATER = 'Outside rater';

/** The rater's name: an employee's, an outside rater's, or none for a leaver. */
export const raterName = (a: Assignment) => a.rater?.name ?? a.external?.name ?? FORMER_EMPLOYEE;

const ratee: TextColumn<Assignment> = {
  key: 'ratee', title: 'Ratee', width: 'minmax(160px, 1.5fr)', text: (a) => a.ratee.name,
  render: (a, name) => (
    <>
      <div className="rt-cell-text" title={name}>{name}</div>
      <div className="rt-cell-text" data-muted>{a.ratee.emp_code}</div>
    </>
  ),
};

const rater: TextColumn<Assignment> = {
  key: 'rater', title: 'Rater', width: 'minmax(160px, 1.5fr)', text: raterName,
  render: (a, name) => (
    <>
      <div className="rt-cell-text" title={a.external ? `${name} <${a.external.email}>` : name} data-muted={a.rater || a.external ? undefined : ''}>{name}</div>
      <div className="rt-cell-text" data-muted>{a.rater?.emp_code ?? (a.external && OUTSIDE_RATER.toLowerCase())}</div>
    </>
  ),
};

export const ASSIGNMENT_COLUMNS: readonly TextColumn<Assignment>[] = [
  ratee,
  rater,
  { key: 'relationship', title: 'Relationship', width: 'minmax(110px, 1fr)', text: (a) => RELATIONSHIP_LABELS[a.relationship] },
  {
    key: 'status', title: 'Status', width: 'minmax(110px, 1fr)', text: (a) => ASSIGNMENT_STATUS_LOOKS[a.status].label,
    render: (a, label) => <Badge color={ASSIGNMENT_STATUS_LOOKS[a.status].color} variant="soft">{label}</Badge>,
  },
  moment('invited_at', 'Invited'),
  moment('reminded_at', 'Reminded'),
  moment('submitted_at', 'Submitted'),
];

export const assignmentLabel = (a: Assignment) => `${raterName(a)} rating ${a.ratee.name}`;
export const assignmentCodes = (a: Assignment) => `${a.ratee.emp_code} ${a.rater?.emp_code ?? a.external?.email ?? ''}`;
