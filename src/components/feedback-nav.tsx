import { Box, TabNav } from '@radix-ui/themes';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

type FeedbackSection = 'reports' | 'analytics' | 'trends' | 'alerts';

const FEEDBACK_PATH = '/portrayal/admin/feedback';

/**
 * `keepsSurvey`: the chosen survey comes along. Not to Trends (every closed survey) nor to Alerts, which opens on the latest
 * closed survey with alerts: the survey chosen in Reports is often still open, and would show no alert.
 */
const SECTIONS: readonly { key: FeedbackSection; path: string; keepsSurvey: boolean }[] = [
  { key: 'reports', path: FEEDBACK_PATH, keepsSurvey: true },
  { key: 'analytics', path: `${FEEDBACK_PATH}/analytics`, keepsSurvey: true },
  { key: 'trends', path: `${FEEDBACK_PATH}/trends`, keepsSurvey: false },
  { key: 'alerts', path: `${FEEDBACK_PATH}/alerts`, keepsSurvey: false },
];

/** The feedback area's sub-navigation; the chosen survey (`?survey=`) comes along to Reports and Analytics. */
export function FeedbackNav({ current }: { current: FeedbackSection }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const survey = params.get('survey');
  const query = survey ? `?${new URLSearchParams({ survey }).toString()}` : '';
  return (
    <Box mb="5">
      <TabNav.Root aria-label={t('feedbackNav.label')}>
        {SECTIONS.map((section) => (
          // `active` marks the link aria-current="page".
          <TabNav.Link key={section.key} asChild active={section.key === current}>
            <Link to={`${section.path}${section.keepsSurvey ? query : ''}`}>{t(`feedbackNav.${section.key}`)}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
    </Box>
  );
}
