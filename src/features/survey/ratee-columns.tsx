import { Badge } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import type { RateeProgress } from '../../../schemas/survey';
import { missingRatings } from '../../lib/progress-wording';
import { percent } from './survey-format';
import { ProgressBar } from './survey-progress';
import type { TextColumn } from '../../components/data-table';

/** A ratee's progress as a table row (keyed by the ratee). */
type RateeRow = RateeProgress & { id: number };

export const rateeRows = (progress: readonly RateeProgress[]): RateeRow[] => progress.map((p) => ({ ...p, id: p.ratee.id }));

const waiting = (r: RateeRow) => r.assigned - r.submitted;

/** A ratee's columns; once the survey is `closed`, missing ratings are "not given", no longer awaited. */
export const rateeColumns = (closed: boolean, t: TFunction<'survey'>): readonly TextColumn<RateeRow>[] => [
  {
    key: 'ratee',
    title: t('assignments.ratee'),
    width: 'minmax(200px, 2fr)',
    text: (r) => r.ratee.name,
    render: (r, name) => (
      <>
        <div className="rt-cell-text" data-strong title={name} dir="auto">
          {name}
        </div>
        <div className="rt-cell-text" data-muted>
          {r.ratee.emp_code}
        </div>
      </>
    ),
  },
  {
    key: 'responses',
    title: t('surveys.columns.responses'),
    width: 'minmax(180px, 2fr)',
    text: (r) => String(percent(r.submitted, r.assigned)),
    render: (r) => <ProgressBar done={r.submitted} of={r.assigned} label={t('ratees.responsesAbout', { name: r.ratee.name })} />,
  },
  {
    key: 'waiting',
    title: t('surveys.columns.status'),
    width: 'minmax(140px, 1fr)',
    text: (r) => String(waiting(r)),
    render: (r) =>
      waiting(r) === 0 ? (
        <Badge color="green" variant="soft">
          {t('ratees.complete')}
        </Badge>
      ) : (
        <Badge color="gray" variant="soft">
          {missingRatings(waiting(r), closed)}
        </Badge>
      ),
  },
];

export const rateeName = (r: RateeRow) => r.ratee.name;
export const rateeCode = (r: RateeRow) => r.ratee.emp_code;
