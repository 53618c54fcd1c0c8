import { Badge, Flex, Grid, Text } from '@radix-ui/themes';
import type { FeedbackReport } from '../../../schemas/feedback';
import { EngagementSection } from './engagement-section';

const score = (n: number) => n.toFixed(2);

function Items({ label, items }: { label: string; items: { key: number; title: string; detail: string }[] }) {
  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="bold">
        {label}
      </Text>
      {items.length === 0 ? (
        <Text size="2" color="gray">
          None in the report.
        </Text>
      ) : (
        <ul className="coaching-list coaching-compact" aria-label={label}>
          {items.map((i) => (
            <li key={i.key}>
              <Flex justify="between" gap="3">
                <Text size="2">{i.title}</Text>
                <Text size="2" color="gray" className="coaching-number">
                  {i.detail}
                </Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

/** The coachee's released report, compact, as the coach reads it when consent shares it: strengths, development areas, blind spots. */
export function ReportSummary({ report }: { report: FeedbackReport }) {
  const ranked = (list: FeedbackReport['strengths']) => list.map((r) => ({ key: r.competency_id, title: r.title, detail: `others ${score(r.score)}` }));
  return (
    <EngagementSection
      title="Shared report"
      description={`${report.survey.title}: ${report.ratee.name} shares their released report with you, as they read it.`}
      actions={<Badge color="indigo">Shared by consent</Badge>}
    >
      <Grid columns={{ initial: '1', md: '3' }} gap="4">
        <Items label="Strengths" items={ranked(report.strengths)} />
        <Items label="Development areas" items={ranked(report.development_areas)} />
        <Items
          label="Blind spots"
          items={report.blind_spots.map((b) => ({ key: b.competency_id, title: b.title, detail: `self ${score(b.self)} · others ${score(b.others)}` }))}
        />
      </Grid>
    </EngagementSection>
  );
}
