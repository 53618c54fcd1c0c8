import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { FeedbackReport, ReportGroup } from '../../../../schemas/feedback';
import { ANONYMOUS_RELATIONSHIPS } from '../../../../schemas/survey';
import { andList, groupLabel } from './report-format';
import { ReportSection } from './report-section';

type Comment = FeedbackReport['comments'][number];

const FROM_COLORS = { self: 'amber', manager: 'teal', anonymous: 'gray' } as const;

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
  const { t } = useTranslation('feedback');
  const groups = byCompetency(report);
  const withheld = report.protection.groups.filter((g) => ANONYMOUS.includes(g)).map(groupLabel);
  return (
    <ReportSection title={t('comments.title')} description={t('comments.description')}>
      {withheld.length > 0 && (
        <Text as="p" size="2" color="gray" mb="3">
          {t('comments.withheld', { groups: andList(withheld) })}
        </Text>
      )}
      {groups.length === 0 ? (
        withheld.length === 0 && (
          <Text size="2" color="gray">
            {t('comments.none')}
          </Text>
        )
      ) : (
        <Flex direction="column" gap="4">
          {groups.map((g) => (
            <div key={g.id}>
              <Heading as="h3" size="3" mb="2" dir="auto">
                {g.title}
              </Heading>
              <ul className="report-plain-list">
                {g.comments.map((c, i) => (
                  <li key={i}>
                    <Flex gap="2" align="start">
                      <Badge color={FROM_COLORS[c.from]} variant="soft" style={{ flex: 'none' }}>
                        {t(`comments.from.${c.from}`)}
                      </Badge>
                      <Text size="2" dir="auto">
                        {c.text}
                      </Text>
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
