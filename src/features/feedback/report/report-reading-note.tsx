import { Callout, Flex, Heading } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { FeedbackReport } from '../../../../schemas/feedback';
import { scoreIn } from './report-format';
import { whom, type ReportViewer } from './report-section';
import { plural } from '../../../lib/english-format';

/** What the scores mean, which rater groups show and how anonymity works (what it withheld says WithheldNote). */
export function ReportReadingNote({ report, viewer }: { report: FeedbackReport; viewer: ReportViewer }) {
  const threshold = report.survey.anonymity_threshold;
  const shown = report.groups.map((g) => `${g.label} (${g.raters})`).join(', ');
  const noSelf = report.overall.length > 0 && !scoreIn(report.overall, 'self');
  return (
    <Callout.Root color="gray" variant="surface">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ gridColumn: 2 }}>
        <Heading as="h2" size="3">
          How to read this report
        </Heading>
        <Callout.Text>
          Scores run from 0 to 4 and show also as a percentage of 4. A rater who did not observe a competency leaves it out of every mean: “Not observed” marks
          a group with no score for it. The headline is <strong>all raters but self</strong>: everyone who answered about {whom(viewer)}, except{' '}
          {viewer === 'ratee' ? 'your own self-assessment' : 'their own self-assessment'}.
        </Callout.Text>
        <Callout.Text>
          Answers stay anonymous: self and manager are named groups, but peers, direct reports and other raters show only as a group of at least{' '}
          {plural(threshold, 'submitted rater')}. Smaller groups are pooled as “Others combined” when the pool reaches {threshold}; nobody sees who gave which
          answer.
        </Callout.Text>
        {shown && <Callout.Text>Shown in this report: {shown}.</Callout.Text>}
        {noSelf && <Callout.Text>No self-assessment was submitted, so self and others cannot be compared.</Callout.Text>}
      </Flex>
    </Callout.Root>
  );
}
