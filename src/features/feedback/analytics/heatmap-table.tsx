import { Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { SurveyAnalytics } from '../../../../schemas/analytics';
import { i18n } from '../../../i18n';
import { bandOf, formatScore, rate, SCORE_BANDS } from './score-scale';
import './heatmap.css';

/** 2.5 → "2.5", "2,5": a band's bound in the reader's language. */
const decimal = (n: number) => n.toLocaleString(i18n.language);

function ScoreCell({ score, overall = false }: { score: number | null; overall?: boolean }) {
  const { t } = useTranslation('feedback');
  if (score === null) {
    return (
      <td className="heatmap-cell" data-empty="">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('heatmap.noScore')}</VisuallyHidden>
      </td>
    );
  }
  return (
    <td className="heatmap-cell" data-band={bandOf(score)} data-overall={overall ? '' : undefined} title={t('heatmap.outOf4', { score: formatScore(score) })}>
      {formatScore(score)}
    </td>
  );
}

/** The colour steps, weakest to strongest. */
export function HeatmapLegend() {
  const { t } = useTranslation('feedback');
  return (
    <Flex gap="3" align="center" wrap="wrap" mt="3" role="group" aria-label={t('heatmap.scale')}>
      <Text size="1" color="gray">
        {t('heatmap.legend')}
      </Text>
      {SCORE_BANDS.map((band, i) => (
        <Flex key={band.from} gap="1" align="center">
          <span className="heatmap-swatch" data-band={i} aria-hidden="true" />
          <Text size="1">{i === 0 ? t('heatmap.below1') : t('heatmap.band', { from: decimal(band.from), to: decimal(SCORE_BANDS[i + 1]?.from ?? 4) })}</Text>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * Rows are the groups, columns the competencies, each cell the mean of the group's ratees'
 * scores from every rater but themselves, coloured by step with the number in it.
 */
export function HeatmapTable({ analytics, labelledBy }: { analytics: SurveyAnalytics; labelledBy: string }) {
  const { t } = useTranslation('feedback');
  const { competencies, rows, by } = analytics;
  return (
    <div className="heatmap-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="heatmap" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col" className="heatmap-sticky">
              {t(`analytics.dimensions.${by}`)}
            </th>
            {competencies.map((c) => (
              <th scope="col" key={c.id} title={`${c.title} (${c.type})`} className="heatmap-competency">
                {/* Set on their side, so nine competencies and more fit 1280 px without scrolling. */}
                <span className="heatmap-vertical">
                  <span className="heatmap-title" dir="auto">
                    {c.title}
                  </span>
                  <span className="heatmap-sub">{c.type}</span>
                </span>
              </th>
            ))}
            <th scope="col" className="heatmap-overall-head">
              {t('heatmap.overall')}
            </th>
            <th scope="col">{t('charts.responses')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key ?? 'none'}>
              <th scope="row" className="heatmap-sticky">
                <span className="heatmap-title" dir="auto">
                  {row.label}
                </span>
                <span className="heatmap-sub">{t('heatmap.ratees', { count: row.ratees })}</span>
              </th>
              {row.scores.map((score, i) => (
                <ScoreCell key={competencies[i]?.id ?? i} score={score} />
              ))}
              <ScoreCell score={row.overall} overall />
              <td className="heatmap-rate">
                <span className="heatmap-title">{rate(row.responses.submitted, row.responses.assigned)}%</span>
                <span className="heatmap-sub">{t('surveyPicker.of', { done: row.responses.submitted, total: row.responses.assigned })}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
