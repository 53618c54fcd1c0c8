import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Link, useNavigate } from 'react-router-dom';
import type { DashboardSummary } from '../../../schemas/analytics';
import { TextLink } from '../../components/text-link';
import { axisLine, axisTick, gridLine, tooltipStyle } from '../../components/charts/chart-style';
import { day, PATHS, rate } from './dashboard-format';
import { ratersOwing, ratingsSubmitted } from '../../lib/progress-wording';

type Surveys = NonNullable<DashboardSummary['surveys']>;

const short = (title: string) => (title.length > 20 ? `${title.slice(0, 19)}…` : title);

/** Percent complete per survey; a bar opens its survey. */
function CompletionChart({ surveys }: { surveys: Surveys }) {
  const navigate = useNavigate();
  const data = surveys.map((s) => ({ id: s.id, title: s.title, complete: rate(s.responses.submitted, s.responses.assigned) }));
  return (
    <div role="img" aria-label={`Percent of ratings submitted: ${data.map((d) => `${d.title} ${d.complete}%`).join('; ')}`}>
      <BarChart responsive layout="vertical" data={data} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        style={{ width: '100%', height: data.length * 36 + 36 }}>
        <CartesianGrid horizontal={false} stroke={gridLine} />
        <XAxis type="number" domain={[0, 100]} unit="%" tick={axisTick} stroke={axisLine} />
        <YAxis type="category" dataKey="title" width={170} tick={axisTick} stroke={axisLine} tickFormatter={short} />
        <Tooltip cursor={{ fill: 'var(--gray-a3)' }} contentStyle={tooltipStyle} formatter={(v) => [`${String(v)}%`, 'Ratings submitted']} />
        <Bar dataKey="complete" name="Complete" fill="var(--accent-9)" radius={[0, 4, 4, 0]} barSize={18} isAnimationActive={false}
          cursor="pointer" onClick={(_, index) => { const s = data[index]; if (s) navigate(PATHS.survey(s.id)); }} />
      </BarChart>
    </div>
  );
}

/** The open surveys: the share of ratings submitted, and how many raters still owe some (one unit per figure). */
export function SurveysInProgress({ surveys, pending }: { surveys: Surveys; pending: number | null }) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby="surveys-heading">
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" size="4" id="surveys-heading">Surveys in progress</Heading>
          {pending !== null && pending > 0 && <Badge color="amber" size="2">{ratersOwing(pending)}</Badge>}
        </Flex>
        {surveys.length === 0 ? (
          <Flex direction="column" align="start" gap="3">
            <Text size="2" color="gray">No survey is open right now.</Text>
            <Button asChild variant="soft"><Link to={PATHS.newSurvey}>New survey</Link></Button>
          </Flex>
        ) : (
          <>
            <CompletionChart surveys={surveys} />
            <Flex asChild direction="column" gap="2" mt="3" p="0" m="0">
              <ul className="dashboard-list">
                {surveys.map((s) => (
                  <Flex asChild key={s.id} justify="between" align="center" gap="3">
                    <li>
                      <Flex direction="column" minWidth="0">
                        <TextLink to={PATHS.survey(s.id)}>{s.title}</TextLink>
                        <Text size="1" color="gray">Ends {day(s.end_date)} · {ratingsSubmitted(s.responses.submitted, s.responses.assigned)}</Text>
                      </Flex>
                      <Badge color={s.pending_raters > 0 ? 'amber' : 'green'} variant="soft" style={{ flexShrink: 0 }}>
                        {s.pending_raters > 0 ? ratersOwing(s.pending_raters) : 'All ratings in'}
                      </Badge>
                    </li>
                  </Flex>
                ))}
              </ul>
            </Flex>
          </>
        )}
      </section>
    </Card>
  );
}
