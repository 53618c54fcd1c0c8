import { Badge } from '@radix-ui/themes';
import type { Assignment } from '../../../schemas/survey';
import { ASSIGNMENT_STATUS_LOOKS, RELATIONSHIP_LABELS } from './survey-format';
import type { TextColumn } from '../../components/data-table';
import { RaterActionsMenu } from './rater-actions-menu';
import { fullDay } from '../../lib/english-format';

// HR reminds one person and wants to see that it went: the time counts, in the reader's zone.
const dayTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** A moment column: sorted by its ISO text (missing first), drawn as a day (with its time when `withTime`). */
const moment = (key: 'invited_at' | 'reminded_at' | 'submitted_at', title: string, withTime = false): TextColumn<Assignment> => ({
  key,
  title,
  width: withTime ? 'minmax(112px, 1fr)' : 'minmax(96px, 0.9fr)',
  text: (a) => a[key] ?? '',
  render: (a) => {
    const at = a[key];
    const shown = at && withTime ? dayTime.format(new Date(at)) : fullDay(at);
    return (
      <div className="rt-cell-text" title={at ? new Date(at).toLocaleString('en-GB') : undefined} data-muted={at ? undefined : ''}>
        {shown}
      </div>
    );
  },
});

/** A rater who has left the company keeps their submitted answers, not their name. */
export const FORMER_EMPLOYEE = 'Former employee';

/** Someone from outside the company, invited by name and address: shown as such instead of an employee code. */
const OUTSIDE_RATER = 'Outside rater';

/** The rater's name: an employee's, an outside rater's, or none for a leaver. */
const raterName = (a: Assignment) => a.rater?.name ?? a.external?.name ?? FORMER_EMPLOYEE;

const ratee: TextColumn<Assignment> = {
  key: 'ratee',
  title: 'Ratee',
  width: 'minmax(140px, 1.5fr)',
  text: (a) => a.ratee.name,
  render: (a, name) => (
    <>
      <div className="rt-cell-text" title={name}>
        {name}
      </div>
      <div className="rt-cell-text" data-muted>
        {a.ratee.emp_code}
      </div>
    </>
  ),
};

const rater: TextColumn<Assignment> = {
  key: 'rater',
  title: 'Rater',
  width: 'minmax(140px, 1.5fr)',
  text: raterName,
  render: (a, name) => (
    <>
      <div className="rt-cell-text" title={a.external ? `${name} <${a.external.email}>` : name} data-muted={a.rater || a.external ? undefined : ''}>
        {name}
      </div>
      <div className="rt-cell-text" data-muted>
        {a.rater?.emp_code ?? (a.external && OUTSIDE_RATER.toLowerCase())}
      </div>
    </>
  ),
};

// Minimum widths small enough that all eight columns fit beside the side menu at 1280 px, without scrolling.
export const ASSIGNMENT_COLUMNS: readonly TextColumn<Assignment>[] = [
  ratee,
  rater,
  { key: 'relationship', title: 'Relationship', width: 'minmax(96px, 1fr)', text: (a) => RELATIONSHIP_LABELS[a.relationship] },
  {
    key: 'status',
    title: 'Status',
    width: 'minmax(104px, 1fr)',
    text: (a) => ASSIGNMENT_STATUS_LOOKS[a.status].label,
    render: (a, label) => (
      <Badge color={ASSIGNMENT_STATUS_LOOKS[a.status].color} variant="soft">
        {label}
      </Badge>
    ),
  },
  moment('invited_at', 'Invited', true),
  moment('reminded_at', 'Reminded', true),
  moment('submitted_at', 'Submitted'),
  {
    key: 'actions',
    title: 'Actions',
    width: '48px',
    unsorted: true,
    text: () => '',
    render: (a) => <RaterActionsMenu assignment={a} name={assignmentLabel(a)} />,
  },
];

export const assignmentLabel = (a: Assignment) => `${raterName(a)} rating ${a.ratee.name}`;
export const assignmentCodes = (a: Assignment) => `${a.ratee.emp_code} ${a.rater?.emp_code ?? a.external?.email ?? ''}`;
