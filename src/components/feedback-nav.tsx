import { Box, TabNav } from '@radix-ui/themes';
import { Link, useSearchParams } from 'react-router-dom';

export type FeedbackSection = 'reports' | 'analytics' | 'trends' | 'alerts';

const FEEDBACK_PATH = '/portrayal/admin/feedback';

const SECTIONS: readonly { key: FeedbackSection; title: string; path: string }[] = [
  { key: 'reports', title: 'Reports', path: FEEDBACK_PATH },
  { key: 'analytics', title: 'Analytics', path: `${FEEDBACK_PATH}/analytics` },
  { key: 'trends', title: 'Trends', path: `${FEEDBACK_PATH}/trends` },
  { key: 'alerts', title: 'Alerts', path: `${FEEDBACK_PATH}/alerts` },
];

/** The feedback area's sub-navigation; the chosen survey (`?survey=`) comes along to the next section. */
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
            <Link to={`${section.path}${query}`}>{section.title}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
    </Box>
  );
}
