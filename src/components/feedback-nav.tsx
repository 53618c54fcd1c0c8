import { Box, TabNav } from '@radix-ui/themes';
import { Link, useSearchParams } from 'react-router-dom';

type FeedbackSection = 'reports' | 'analytics' | 'trends' | 'alerts';

const FEEDBACK_PATH = '/portrayal/admin/feedback';

/**
 * `keepsSurvey`: the chosen survey comes along. Not to Trends (every closed survey) nor to Alerts, which opens on the latest
 * closed survey with alerts: the survey chosen in Reports is often still open, and would show no alert.
 */
const SECTIONS: readonly { key: FeedbackSection; title: string; path: string; keepsSurvey: boolean }[] = [
  { key: 'reports', title: 'Reports', path: FEEDBACK_PATH, keepsSurvey: true },
  { key: 'analytics', title: 'Analytics', path: `${FEEDBACK_PATH}/analytics`, keepsSurvey: true },
  { key: 'trends', title: 'Trends', path: `${FEEDBACK_PATH}/trends`, keepsSurvey: false },
  { key: 'alerts', title: 'Alerts', path: `${FEEDBACK_PATH}/alerts`, keepsSurvey: false },
];

/** The feedback area's sub-navigation; the chosen survey (`?survey=`) comes along to Reports and Analytics. */
export function FeedbackNav({ current }: { current: FeedbackSection }) {
  const [params] = useSearchParams();
  const survey = params.get('survey');
  const query = survey ? `?${new URLSearchParams({ survey }).toString()}` : '';
  return (
    <Box mb="5">
      <TabNav.Root aria-label="Feedback sections">
        {SECTIONS.map((section) => (
          // `active` marks the link aria-current="page".
          <TabNav.Link key={section.key} asChild active={section.key === current}>
            <Link to={`${section.path}${section.keepsSurvey ? query : ''}`}>{section.title}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
    </Box>
  );
}
