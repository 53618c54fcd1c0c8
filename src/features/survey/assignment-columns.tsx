import { Badge } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import type { Assignment } from '../../../schemas/survey';
import { i18n } from '../../i18n';
import { fullDay } from '../../i18n/format';
import { ASSIGNMENT_STATUS_COLORS, assignmentStatusLabel, dayAndTime, fullMoment, relationshipLabel } from './survey-format';
import type { TextColumn } from '../../components/data-table';
import { RaterActionsMenu } from './rater-actions-menu';

/** A moment column: sorted by its ISO text (missing first), drawn as a day (with its time when `withTime`). */
const moment = (key: 'invited_at' | 'reminded_at' | 'submitted_at', title: string, withTime = false): TextColumn<Assignment> => ({
  key,
  title,
  width: withTime ? 'minmax(112px, 1fr)' : 'minmax(96px, 0.9fr)',
  text: (a) => a[key] ?? '',
  render: (a) => {
    const at = a[key];
    const shown = at && withTime ? dayAndTime(at) : fullDay(at);
    return (
      <div className="rt-cell-text" title={at ? fullMoment(at) : undefined} data-muted={at ? undefined : ''}>
        {shown}
      </div>
    );
  },
});

/** The rater's name: an employee's, an outside rater's, or none for a leaver (who keeps their submitted answers, not their name). */
export const raterName = (a: Pick<Assignment, 'rater' | 'external'>) => a.rater?.name ?? a.external?.name ?? i18n.t('survey:formerEmployee');

const ratee = (t: TFunction<'survey'>): TextColumn<Assignment> => ({
  key: 'ratee',
  title: t('assignments.ratee'),
  width: 'minmax(140px, 1.5fr)',
  text: (a) => a.ratee.name,
  render: (a, name) => (
    <>
      <div className="rt-cell-text" title={name} dir="auto">
        {name}
      </div>
      <div className="rt-cell-text" data-muted>
        {a.ratee.emp_code}
      </div>
    </>
  ),
});

// Someone from outside the company, invited by name and address, is shown as such instead of an employee code.
const rater = (t: TFunction<'survey'>): TextColumn<Assignment> => ({
  key: 'rater',
  title: t('assignments.rater'),
  width: 'minmax(140px, 1.5fr)',
  text: raterName,
  render: (a, name) => (
    <>
      <div className="rt-cell-text" title={a.external ? `${name} <${a.external.email}>` : name} data-muted={a.rater || a.external ? undefined : ''} dir="auto">
        {name}
      </div>
      <div className="rt-cell-text" data-muted>
        {a.rater?.emp_code ?? (a.external && t('assignments.outsideRater'))}
      </div>
    </>
  ),
});

// Minimum widths small enough that all eight columns fit beside the side menu at 1280 px, without scrolling.
export const assignmentColumns = (t: TFunction<'survey'>): readonly TextColumn<Assignment>[] => [
  ratee(t),
  rater(t),
  { key: 'relationship', title: t('assignments.relationship'), width: 'minmax(96px, 1fr)', text: (a) => relationshipLabel(a.relationship) },
  {
    key: 'status',
    title: t('assignments.status'),
    width: 'minmax(104px, 1fr)',
    text: (a) => assignmentStatusLabel(a.status),
    render: (a, label) => (
      <Badge color={ASSIGNMENT_STATUS_COLORS[a.status]} variant="soft">
        {label}
      </Badge>
    ),
  },
  moment('invited_at', t('assignments.invited'), true),
  moment('reminded_at', t('assignments.reminded'), true),
  moment('submitted_at', t('assignments.submitted')),
  {
    key: 'actions',
    title: t('assignments.actions'),
    width: '48px',
    unsorted: true,
    text: () => '',
    render: (a) => <RaterActionsMenu assignment={a} name={assignmentLabel(a)} />,
  },
];

export const assignmentLabel = (a: Assignment) => i18n.t('survey:assignments.label', { rater: raterName(a), ratee: a.ratee.name });
export const assignmentCodes = (a: Assignment) => `${a.ratee.emp_code} ${a.rater?.emp_code ?? a.external?.email ?? ''}`;
