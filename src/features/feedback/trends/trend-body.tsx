import { Flex, Heading, Select, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { TrendActor } from '../../../../machines/trend.machine';
import { competenciesIn, indexesOf, seriesOf } from '../../../../machines/trend-lines';
import type { Trend } from '../../../../schemas/feedback-trends';
import { fullDay } from '../../../i18n/format';
import { LinePicker } from './line-picker';
import { TrendChart } from './trend-chart';
import type { TrendLine } from './trend-lines-format';

/** The competency lines of the given surveys, the picked ones drawn, every one offered in the picker. */
function CompetencyChart({ actor, trend, indexes }: { actor: TrendActor; trend: Trend; indexes: number[] }) {
  const { t } = useTranslation('feedback');
  const shown = useSelector(actor, (s) => s.context.shownCompetencies);
  const all = competenciesIn(trend, indexes);
  if (all.length === 0)
    return (
      <Text as="p" size="2" color="gray">
        {t('trend.noCompetency')}
      </Text>
    );
  const lines: TrendLine[] = all.map((c, i) => ({ key: `c${c.competency_id}`, title: c.title, percents: c.percents, colour: i }));
  return (
    <Flex direction="column" gap="3">
      {shown.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {t('trend.pickCompetency')}
        </Text>
      ) : (
        <TrendChart
          trend={trend}
          indexes={indexes}
          label={t('trend.competenciesBySurvey')}
          height={260}
          lines={lines.filter((_, i) => shown.includes(all[i]!.competency_id))}
        />
      )}
      <LinePicker
        legend={t('trend.competenciesShown')}
        shown={shown}
        onToggle={(id) => actor.send({ type: 'competency.toggle', competency: id })}
        lines={all.map((c, i) => ({ id: c.competency_id, title: c.title, colour: i }))}
      />
    </Flex>
  );
}

/** A person's trend: one overall line over all their surveys, and their competencies. */
export function PersonTrend({ actor, trend, subject }: { actor: TrendActor; trend: Trend; subject: string }) {
  const { t } = useTranslation('feedback');
  const indexes = trend.surveys.map((_, i) => i);
  return (
    <Flex direction="column" gap="4">
      <div>
        <Heading as="h3" size="2" mb="2">
          {subject}
        </Heading>
        <TrendChart
          trend={trend}
          indexes={indexes}
          lines={[{ key: 'overall', title: subject, percents: trend.overall, colour: 0 }]}
          label={t('trend.bySurvey', { subject })}
          height={200}
        />
      </div>
      <div>
        <Heading as="h3" size="2" mb="2">
          {t('trend.byCompetency')}
        </Heading>
        <CompetencyChart actor={actor} trend={trend} indexes={indexes} />
      </div>
    </Flex>
  );
}

/**
 * The company's trend: one line per survey series (a survey and its later runs rate the same population; different
 * series never share a line), the latest few drawn; and one series' competencies.
 */
export function CompanyTrend({ actor, trend }: { actor: TrendActor; trend: Trend }) {
  const { t } = useTranslation('feedback');
  const shown = useSelector(actor, (s) => s.context.shownSeries);
  const focus = useSelector(actor, (s) => s.context.focus);
  const series = seriesOf(trend);
  const colourOf = (id: number) => series.findIndex((s) => s.id === id);
  const drawn = series.filter((s) => shown.includes(s.id));
  const lines: TrendLine[] = drawn.map((s) => ({
    key: `s${s.id}`,
    title: s.title,
    colour: colourOf(s.id),
    percents: trend.overall.map((p, i) => (s.indexes.includes(i) ? p : undefined)),
  }));
  const indexes = trend.surveys.map((_, i) => i).filter((i) => drawn.some((s) => s.indexes.includes(i)));
  const focused = series.find((s) => s.id === focus);
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="2">
          {t('trend.companyHeading')}
        </Heading>
        {lines.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t('trend.pickSeries')}
          </Text>
        ) : (
          <TrendChart trend={trend} indexes={indexes} lines={lines} label={t('trend.companyBySurvey')} height={220} connect />
        )}
        <LinePicker
          legend={t('trend.seriesShown')}
          shown={shown}
          onToggle={(id) => actor.send({ type: 'series.toggle', series: id })}
          lines={series.map((s) => ({
            id: s.id,
            title: s.title,
            colour: colourOf(s.id),
            detail: t('trend.seriesDetail', { count: s.indexes.length, day: fullDay(s.lastClosed) }),
          }))}
        />
      </Flex>
      <Flex direction="column" gap="3">
        <Heading as="h3" size="2">
          {t('trend.byCompetency')}
        </Heading>
        <Flex direction="column" gap="1" align="start">
          <Text as="div" size="2" weight="medium" id="trend-series-label">
            {t('trend.series')}
          </Text>
          <Select.Root value={focus === null ? undefined : String(focus)} onValueChange={(v) => actor.send({ type: 'series.focus', series: Number(v) })}>
            <Select.Trigger aria-labelledby="trend-series-label" style={{ minWidth: 240, maxWidth: '100%' }} />
            <Select.Content position="popper">
              {series.map((s) => (
                <Select.Item key={s.id} value={String(s.id)} dir="auto">
                  {s.title}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        {focused && focused.indexes.length < 2 ? (
          <Text as="p" size="2" color="gray">
            {t('trend.oneRun')}
          </Text>
        ) : (
          <CompetencyChart actor={actor} trend={trend} indexes={indexesOf(trend, focus)} />
        )}
      </Flex>
    </Flex>
  );
}
