import { Button } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FeedbackSurvey } from '../../../../schemas/feedback';
import { EmptyState } from '../../../components/empty-state';
import { fullDay } from '../../../i18n/format';

/** The survey without results that closes first: results come with it. */
const closingFirst = (waiting: readonly FeedbackSurvey[]) => [...waiting].sort((a, b) => a.end_date.localeCompare(b.end_date))[0];

/** The Reports tab of a survey: while it is open, how far its answers are. */
const progressPath = (survey: number) => `/portrayal/admin/feedback?survey=${survey}`;

/**
 * Published surveys, none closed: analytics and alerts come from closed surveys only.
 * Says when the first results are due, and where to follow the answers meanwhile.
 */
export function NoResultsYet({ waiting, what }: { waiting: readonly FeedbackSurvey[]; what: 'analytics' | 'alerts' }) {
  const { t } = useTranslation('feedback');
  const next = closingFirst(waiting);
  return (
    <EmptyState
      icon={<ClockIcon width="32" height="32" aria-hidden="true" />}
      title={t('noResults.title')}
      actions={
        next && (
          <Button asChild variant="soft">
            <Link to={progressPath(next.id)}>{t('noResults.follow')}</Link>
          </Button>
        )
      }
    >
      {t(`noResults.${what}`)}
      {next && (
        <>
          {' '}
          <Trans t={t} i18nKey="noResults.next" values={{ title: next.title, day: fullDay(next.end_date) }} components={{ bdi: <bdi /> }} />
        </>
      )}
    </EmptyState>
  );
}
