import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { Survey } from '../../../schemas/survey';
import { SurveyActionsMenu, type OnSurveyAction } from './survey-actions-menu';
import { dateRange } from '../../i18n/format';
import { ownerName, percent, statusLook } from './survey-format';
import { surveyPath } from './survey-paths';
import { ratingsNotGiven } from '../../lib/progress-wording';
import { ProgressBar } from './survey-progress';
import { SurveyStatusBadge } from './survey-status-badge';
import type { TextColumn } from '../../components/data-table';

/**
 * The survey list's columns. Sorting uses each column's text: dates by the start (ISO),
 * progress by its percentage (the sort compares digits as numbers); the cells draw a link, a badge, bars and the row's menu.
 */
export function surveyColumns(onAction: OnSurveyAction, t: TFunction<'survey'>): TextColumn<Survey>[] {
  return [
    {
      key: 'title',
      title: t('surveys.columns.survey'),
      width: 'minmax(200px, 2fr)',
      text: (s) => s.title,
      render: (s, title) => (
        <>
          <Link to={surveyPath(s.id)} className="survey-title-link rt-cell-text" data-strong title={title} dir="auto">
            {title}
          </Link>
          <div className="rt-cell-text" data-muted>
            {t(`surveys.audience.${s.audience}`)}
          </div>
        </>
      ),
    },
    {
      key: 'status',
      title: t('surveys.columns.status'),
      width: 'minmax(120px, 1.1fr)',
      text: (s) => statusLook(s).label,
      render: (s) => <SurveyStatusBadge survey={s} />,
    },
    {
      key: 'dates',
      title: t('surveys.columns.dates'),
      width: 'minmax(180px, 1.3fr)',
      text: (s) => s.start_date,
      render: (s) => {
        const range = dateRange(s.start_date, s.end_date);
        return (
          <div className="rt-cell-text" title={range}>
            {range}
          </div>
        );
      },
    },
    { key: 'owner', title: t('surveys.columns.owner'), width: 'minmax(110px, 1fr)', text: ownerName },
    {
      key: 'responses',
      title: t('surveys.columns.responses'),
      width: 'minmax(130px, 1.2fr)',
      text: (s) => String(percent(s.progress.submitted, s.progress.assigned)),
      render: (s) => {
        const missing = s.progress.assigned - s.progress.submitted;
        return (
          <>
            <ProgressBar done={s.progress.submitted} of={s.progress.assigned} label={t('surveys.columns.responsesOf', { title: s.title })} />
            {/* A closed survey awaits nothing: what is missing was never given. */}
            {s.status === 'closed' && missing > 0 && (
              <div className="rt-cell-text" data-muted>
                {ratingsNotGiven(missing)}
              </div>
            )}
          </>
        );
      },
    },
    {
      key: 'ratees',
      title: t('surveys.columns.ratees'),
      width: 'minmax(120px, 1fr)',
      text: (s) => String(percent(s.progress.ratees_complete, s.progress.ratees)),
      render: (s) => <ProgressBar done={s.progress.ratees_complete} of={s.progress.ratees} label={t('surveys.columns.rateesOf', { title: s.title })} />,
    },
    {
      key: 'actions',
      title: t('surveys.columns.actions'),
      width: '64px',
      unsorted: true,
      text: () => '',
      render: (s) => <SurveyActionsMenu survey={s} onAction={onAction} />,
    },
  ];
}
