import { Badge, Button } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { RateeSummary } from '../../../schemas/feedback';
import type { TextColumn } from '../../components/data-table';
import { percent } from '../../lib/percent';
import { progressText, score } from './report/report-format';
import { WithheldMark } from './report/withheld-mark';
import { reportPath } from './feedback-paths';
import { fullDay } from '../../i18n/format';
import './feedback.css';

/** A ratee's progress and headline as a table row (keyed by the ratee). */
export type RateeRow = RateeSummary & { id: number };

export interface RowRelease {
  onRelease(row: RateeRow, released: boolean): void;
  /** A release is under way: every row's button waits. */
  busy: boolean;
  /** The ratee being released or withdrawn now. */
  pending: number | null;
}

const share = (r: RateeRow) => (r.responses.assigned ? r.responses.submitted / r.responses.assigned : 0);

/** The ratee: a link to the report once the survey has results, else only the name. */
type T = TFunction<'feedback'>;

const rateeColumn = (t: T, surveyId: number | null): TextColumn<RateeRow> => ({
  key: 'ratee',
  title: t('rateeColumns.ratee'),
  width: 'minmax(180px, 2fr)',
  text: (r) => r.ratee.name,
  render: (r, name) => (
    <>
      {surveyId === null ? (
        <div className="rt-cell-text" data-strong dir="auto">
          {name}
        </div>
      ) : (
        <Link
          to={reportPath(surveyId, r.ratee.id)}
          className="feedback-link rt-cell-text"
          data-strong
          dir="auto"
          title={t('rateeColumns.openReport', { name })}
        >
          {name}
        </Link>
      )}
      <div className="rt-cell-text" data-muted>
        {r.ratee.emp_code}
      </div>
    </>
  ),
});

/** Designation over department in one column, so a closed survey's table fits 1280 px. */
const whoColumns = (t: T): TextColumn<RateeRow>[] => [
  {
    key: 'designation',
    title: t('rateeColumns.designation'),
    width: 'minmax(140px, 1.4fr)',
    text: (r) => [r.ratee.designation, r.ratee.department].filter(Boolean).join(' · '),
    render: (r) => (
      <>
        <div className="rt-cell-text" title={r.ratee.designation ?? undefined}>
          {r.ratee.designation ?? '—'}
        </div>
        <div className="rt-cell-text" data-muted title={r.ratee.department ?? undefined}>
          {r.ratee.department ?? t('rateeColumns.noDepartment')}
        </div>
      </>
    ),
  },
];

/** Submitted of assigned answers; the counts per rater group show on hover. */
const responsesColumn = (t: T): TextColumn<RateeRow> => ({
  key: 'responses',
  title: t('rateeColumns.responses'),
  width: 'minmax(90px, 0.7fr)',
  numeric: true,
  text: (r) => String(share(r)),
  render: (r) => (
    <div className="rt-cell-text" title={progressText(r.progress)}>
      {t('rateeColumns.of', { done: r.responses.submitted, total: r.responses.assigned })}
    </div>
  ),
});

/** A score with the server's percent of it: "3.10 · 77.6%". */
const withPercent = (value: number | null, pct: number | null) => (
  <div className="rt-cell-text feedback-number">
    {value === null ? (
      '—'
    ) : (
      <>
        {score(value)} <span data-muted>· {percent(pct)}</span>
      </>
    )}
  </div>
);

/** An overall withheld to protect raters across surveys (not missing): marked as the report marks it. */
const withheldOverall = (
  <div className="rt-cell-text">
    <WithheldMark />
  </div>
);

/** An open survey's ratees: who has answered, per rater group. No score exists yet. */
export function progressColumns(t: T): TextColumn<RateeRow>[] {
  return [
    rateeColumn(t, null),
    ...whoColumns(t),
    responsesColumn(t),
    { key: 'progress', title: t('rateeColumns.byGroup'), width: 'minmax(300px, 3fr)', text: (r) => progressText(r.progress) },
  ];
}

/** A closed survey's ratees with their headline; numbers sort as numbers (a missing score sorts first). */
export function rateeColumns(t: T, surveyId: number, { onRelease, busy, pending }: RowRelease): TextColumn<RateeRow>[] {
  return [
    rateeColumn(t, surveyId),
    ...whoColumns(t),
    responsesColumn(t),
    {
      key: 'overall',
      title: t('rateeColumns.overall'),
      width: 'minmax(100px, 0.9fr)',
      numeric: true,
      text: (r) => String(r.overall ?? -1),
      render: (r) => (r.overall_withheld ? withheldOverall : withPercent(r.overall, r.overall_percent)),
    },
    {
      key: 'self',
      title: t('rateeColumns.self'),
      width: 'minmax(100px, 0.9fr)',
      numeric: true,
      text: (r) => String(r.self ?? -1),
      render: (r) => withPercent(r.self, r.self_percent),
    },
    {
      key: 'released',
      title: t('rateeColumns.released'),
      width: 'minmax(110px, 1fr)',
      text: (r) => r.released_at ?? '',
      render: (r) =>
        r.released_at ? (
          <>
            <Badge className="feedback-badge" color="green" variant="soft" highContrast>
              {t('rateeColumns.released')}
            </Badge>
            <div className="rt-cell-text" data-muted>
              {fullDay(r.released_at)}
            </div>
          </>
        ) : (
          <Badge className="feedback-badge" color="gray" variant="soft" highContrast>
            {t('reportHeader.notReleased')}
          </Badge>
        ),
    },
    {
      key: 'action',
      title: t('rateeColumns.action'),
      width: '96px',
      unsorted: true,
      text: () => '',
      render: (r) => {
        const released = r.released_at !== null;
        return (
          <Button
            size="1"
            variant="soft"
            color={released ? 'gray' : undefined}
            disabled={busy}
            loading={pending === r.ratee.id}
            aria-label={released ? t('rateeColumns.withdrawLabel', { name: r.ratee.name }) : t('rateeColumns.releaseLabel', { name: r.ratee.name })}
            onClick={() => onRelease(r, !released)}
          >
            {released ? t('rateeColumns.withdraw') : t('rateeColumns.release')}
          </Button>
        );
      },
    },
  ];
}

export const rateeRows = (ratees: readonly RateeSummary[]): RateeRow[] => ratees.map((r) => ({ ...r, id: r.ratee.id }));
export const rateeName = (r: RateeRow) => r.ratee.name;
export const rateeCode = (r: RateeRow) => `${r.ratee.emp_code} ${r.ratee.group ?? ''}`;
