import { Badge, Button } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { RateeSummary } from '../../../schemas/feedback';
import type { TextColumn } from '../../components/data-table';
import { percent } from '../../lib/percent';
import { progressText, score } from './report/report-format';
import { WithheldMark } from './report/withheld-mark';
import { reportPath } from './feedback-paths';
import { fullDay } from '../../lib/english-format';
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
const rateeColumn = (surveyId: number | null): TextColumn<RateeRow> => ({
  key: 'ratee',
  title: 'Ratee',
  width: 'minmax(180px, 2fr)',
  text: (r) => r.ratee.name,
  render: (r, name) => (
    <>
      {surveyId === null ? (
        <div className="rt-cell-text" data-strong>
          {name}
        </div>
      ) : (
        <Link to={reportPath(surveyId, r.ratee.id)} className="feedback-link rt-cell-text" data-strong title={`Open the report of ${name}`}>
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
const WHO: TextColumn<RateeRow>[] = [
  {
    key: 'designation',
    title: 'Designation',
    width: 'minmax(140px, 1.4fr)',
    text: (r) => [r.ratee.designation, r.ratee.department].filter(Boolean).join(' · '),
    render: (r) => (
      <>
        <div className="rt-cell-text" title={r.ratee.designation ?? undefined}>
          {r.ratee.designation ?? '—'}
        </div>
        <div className="rt-cell-text" data-muted title={r.ratee.department ?? undefined}>
          {r.ratee.department ?? 'No department'}
        </div>
      </>
    ),
  },
];

/** Submitted of assigned answers; the counts per rater group show on hover. */
const responsesColumn: TextColumn<RateeRow> = {
  key: 'responses',
  title: 'Responses',
  width: 'minmax(90px, 0.7fr)',
  numeric: true,
  text: (r) => String(share(r)),
  render: (r) => (
    <div className="rt-cell-text" title={progressText(r.progress)}>
      {r.responses.submitted} of {r.responses.assigned}
    </div>
  ),
};

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
export function progressColumns(): TextColumn<RateeRow>[] {
  return [
    rateeColumn(null),
    ...WHO,
    responsesColumn,
    { key: 'progress', title: 'By rater group', width: 'minmax(300px, 3fr)', text: (r) => progressText(r.progress) },
  ];
}

/** A closed survey's ratees with their headline; numbers sort as numbers (a missing score sorts first). */
export function rateeColumns(surveyId: number, { onRelease, busy, pending }: RowRelease): TextColumn<RateeRow>[] {
  return [
    rateeColumn(surveyId),
    ...WHO,
    responsesColumn,
    {
      key: 'overall',
      title: 'Overall',
      width: 'minmax(100px, 0.9fr)',
      numeric: true,
      text: (r) => String(r.overall ?? -1),
      render: (r) => (r.overall_withheld ? withheldOverall : withPercent(r.overall, r.overall_percent)),
    },
    {
      key: 'self',
      title: 'Self',
      width: 'minmax(100px, 0.9fr)',
      numeric: true,
      text: (r) => String(r.self ?? -1),
      render: (r) => withPercent(r.self, r.self_percent),
    },
    {
      key: 'released',
      title: 'Released',
      width: 'minmax(110px, 1fr)',
      text: (r) => r.released_at ?? '',
      render: (r) =>
        r.released_at ? (
          <>
            <Badge className="feedback-badge" color="green" variant="soft" highContrast>
              Released
            </Badge>
            <div className="rt-cell-text" data-muted>
              {fullDay(r.released_at)}
            </div>
          </>
        ) : (
          <Badge className="feedback-badge" color="gray" variant="soft" highContrast>
            Not released
          </Badge>
        ),
    },
    {
      key: 'action',
      title: 'Release or withdraw',
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
            aria-label={`${released ? 'Withdraw' : 'Release'} the report of ${r.ratee.name}`}
            onClick={() => onRelease(r, !released)}
          >
            {released ? 'Withdraw' : 'Release'}
          </Button>
        );
      },
    },
  ];
}

export const rateeRows = (ratees: readonly RateeSummary[]): RateeRow[] => ratees.map((r) => ({ ...r, id: r.ratee.id }));
export const rateeName = (r: RateeRow) => r.ratee.name;
export const rateeCode = (r: RateeRow) => `${r.ratee.emp_code} ${r.ratee.group ?? ''}`;
