import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { TeamOverview } from '../../../../schemas/team';

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
          {value.toLocaleString('en')}
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
  const s = teamSummary(overview);
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-summary-title">
        <Heading as="h2" size="5" id="team-summary-title">
          Team summary
        </Heading>
        <Grid asChild columns={{ initial: '2', sm: '4' }} gap="3">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-labelledby="team-summary-title">
            <li>
              <Figure value={s.direct} label={s.direct === 1 ? 'Direct report' : 'Direct reports'} />
            </li>
            <li>
              <Figure value={s.below} label={s.below === 1 ? 'Person in their teams' : 'People in their teams'} />
            </li>
            <li>
              <Figure
                value={s.openSurveys}
                label={s.openSurveys === 1 ? 'Survey in progress' : 'Surveys in progress'}
                hint={s.toRate > 0 ? `${s.toRate} of your ratings to do` : undefined}
              />
            </li>
            <li>
              <Figure value={s.released} label={s.released === 1 ? 'Report released to you' : 'Reports released to you'} />
            </li>
          </ul>
        </Grid>
      </section>
    </Flex>
  );
}
