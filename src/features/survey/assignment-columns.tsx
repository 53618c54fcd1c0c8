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

const person = (key: 'ratee' | 'rater', title: string): TextColumn<Assignment> => ({
  key, title, width: 'minmax(160px, 1.5fr)', text: (a) => a[key]?.name ?? FORMER_EMPLOYEE,
  render: (a, name) => (
    <>
      <div className="rt-cell-text" title={name} data-muted={a[key] ? undefined : ''}>{name}</div>
      <div className="rt-cell-text" data-muted>{a[key]?.emp_code}</div>
    </>
  ),
});

export const ASSIGNMENT_COLUMNS: readonly TextColumn<Assignment>[] = [
  person('ratee', 'Ratee'),
  person('rater', 'Rater'),
  { key: 'relationship', title: 'Relationship', width: 'minmax(110px, 1fr)', text: (a) => RELATIONSHIP_LABELS[a.relationship] },
  {
    key: 'status', title: 'Status', width: 'minmax(110px, 1fr)', text: (a) => ASSIGNMENT_STATUS_LOOKS[a.status].label,
    render: (a, label) => <Badge color={ASSIGNMENT_STATUS_LOOKS[a.status].color} variant="soft">{label}</Badge>,
  },
  moment('invited_at', 'Invited'),
  moment('reminded_at', 'Reminded'),
  moment('submitted_at', 'Submitted'),
];

export const assignmentLabel = (a: Assignment) => `${a.rater?.name ?? FORMER_EMPLOYEE} rating ${a.ratee.name}`;
export const assignmentCodes = (a: Assignment) => `${a.ratee.emp_code} ${a.rater?.emp_code ?? ''}`;
