import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { TeamOverview } from '../../../../schemas/team';
import { count } from '../../../i18n/format';

/**
 * The team in a few counts, all from what the overview already shows the manager: people in the tree, the open surveys
 * where they are the manager rater (and their own ratings still to do), and the reports released to them. No score is
 * averaged across people here: such a figure is for the disclosure auditor to release, not for this page to compute.
 */
export function teamSummary(o: Pick<TeamOverview, 'members' | 'skip_level' | 'progress' | 'reports'>) {
  return {
    direct: o.members.length,
    below: o.skip_level.length,
    openSurveys: new Set(o.progress.map((p) => p.survey.id)).size,
    toRate: o.progress.filter((p) => p.my_rating !== null && p.my_rating !== 'submitted').length,
    released: o.reports.length,
  };
}

function Figure({ value, label, hint }: { value: number; label: string; hint?: string }) {
  return (
    <Card size="2" style={{ height: '100%' }}>
      <Flex direction="column" gap="1">
        <Text size="6" weight="bold">
          {count(value)}
        </Text>
        <Text size="2">{label}</Text>
        {hint && (
          <Text size="1" color="gray">
            {hint}
          </Text>
        )}
      </Flex>
    </Card>
  );
}

export function TeamSummarySection({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('feedback');
  const s = teamSummary(overview);
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-summary-title">
        <Heading as="h2" size="5" id="team-summary-title">
          {t('team.summary.title')}
        </Heading>
        <Grid asChild columns={{ initial: '2', sm: '4' }} gap="3">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-labelledby="team-summary-title">
            <li>
              <Figure value={s.direct} label={t('team.summary.direct', { count: s.direct })} />
            </li>
            <li>
              <Figure value={s.below} label={t('team.summary.below', { count: s.below })} />
            </li>
            <li>
              <Figure
                value={s.openSurveys}
                label={t('team.summary.openSurveys', { count: s.openSurveys })}
                hint={s.toRate > 0 ? t('team.summary.toRate', { count: s.toRate }) : undefined}
              />
            </li>
            <li>
              <Figure value={s.released} label={t('team.summary.released', { count: s.released })} />
            </li>
          </ul>
        </Grid>
      </section>
    </Flex>
  );
}
