import { Grid, Text } from '@radix-ui/themes';
import { GAP_POINTS, type FeedbackReport } from '../../../../schemas/feedback';
import { plural } from '../../../lib/english-format';
import { allOthersWithheld, othersLeftOut, OTHERS_WITHHELD, score, signed } from './report-format';
import { ReportSection, whom, type ReportViewer } from './report-section';

type Gap = FeedbackReport['blind_spots'][number];

function GapList({ gaps, none }: { gaps: readonly Gap[]; none: string }) {
  if (gaps.length === 0)
    return (
      <Text size="2" color="gray">
        {none}
      </Text>
    );
  return (
    <ul className="report-plain-list">
      {gaps.map((g) => (
        <li key={g.competency_id}>
          <Text as="div" size="2" weight="medium">
            {g.title}
          </Text>
          <Text as="div" size="2" color="gray" className="report-number">
            Self {score(g.self)} · others {score(g.others)} · gap {signed(g.gap)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** Where self and others disagree by at least a point: rated higher by self (blind spots) or by others (hidden strengths). */
export function GapCards({ report, viewer }: { report: FeedbackReport; viewer: ReportViewer }) {
  const you = whom(viewer);
  const points = plural(GAP_POINTS, 'point');
  const noSelf = report.competencies.every((c) => c.self === null);
  const none = (what: string) =>
    noSelf
      ? 'No self-assessment was submitted: there is nothing to compare.'
      : allOthersWithheld(report)
        ? `${OTHERS_WITHHELD}: there is nothing to compare.`
        : `None: no competency where ${what}.`;
  const leftOut = othersLeftOut(report);
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <ReportSection title="Blind spots" description={`Self-ratings at least ${points} above what others see: worth a conversation.${leftOut}`}>
        <GapList gaps={report.blind_spots} none={none(`the self-rating is ${points} above others`)} />
      </ReportSection>
      <ReportSection title="Hidden strengths" description={`Others rate ${you} at least ${points} higher than the self-rating does.${leftOut}`}>
        <GapList gaps={report.hidden_strengths} none={none(`others rate ${points} above the self-rating`)} />
      </ReportSection>
    </Grid>
  );
}
