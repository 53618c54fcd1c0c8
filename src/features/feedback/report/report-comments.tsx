import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { GROUP_LABELS, type FeedbackReport, type ReportGroup } from '../../../../schemas/feedback';
import { ANONYMOUS_RELATIONSHIPS } from '../../../../schemas/survey';
import { andList } from './report-format';
import { ReportSection } from './report-section';

type Comment = FeedbackReport['comments'][number];

const FROM = {
  self: { label: 'Self', color: 'amber' },
  manager: { label: 'Manager', color: 'teal' },
  anonymous: { label: 'Anonymous', color: 'gray' },
} as const;

/** The comments by competency, in the report's competency order, each only with the group it came from. */
function byCompetency(report: FeedbackReport): { id: number; title: string; comments: Comment[] }[] {
  const order = new Map(report.competencies.map((c, i) => [c.competency_id, i]));
  const groups = new Map<number, { id: number; title: string; comments: Comment[] }>();
  for (const c of report.comments) {
    const group = groups.get(c.competency_id) ?? { id: c.competency_id, title: c.competency, comments: [] };
    group.comments.push(c);
    groups.set(c.competency_id, group);
  }
  return [...groups.values()].sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
}

/** The anonymous groups whose comments are withheld with their figures (self's and the manager's never are: they are named). */
const ANONYMOUS: readonly ReportGroup[] = [...ANONYMOUS_RELATIONSHIPS, 'combined'];

export function ReportComments({ report }: { report: FeedbackReport }) {
  const groups = byCompetency(report);
  const withheld = report.protection.groups.filter((g) => ANONYMOUS.includes(g)).map((g) => GROUP_LABELS[g]);
  return (
    <ReportSection title="Comments" description="Written by raters. Self and manager comments say so; every other comment is anonymous.">
      {withheld.length > 0 && (
        <Text as="p" size="2" color="gray" mb="3">
          Comments from {andList(withheld)} are withheld with their figures, to protect raters across surveys.
        </Text>
      )}
      {groups.length === 0 ? (
        withheld.length === 0 && (
          <Text size="2" color="gray">
            No rater wrote a comment.
          </Text>
        )
      ) : (
        <Flex direction="column" gap="4">
          {groups.map((g) => (
            <div key={g.id}>
              <Heading as="h3" size="3" mb="2">
                {g.title}
              </Heading>
              <ul className="report-plain-list">
                {g.comments.map((c, i) => (
                  <li key={i}>
                    <Flex gap="2" align="start">
                      <Badge color={FROM[c.from].color} variant="soft" style={{ flex: 'none' }}>
                        {FROM[c.from].label}
                      </Badge>
                      <Text size="2">{c.text}</Text>
                    </Flex>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Flex>
      )}
    </ReportSection>
  );
}
