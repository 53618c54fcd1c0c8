import { Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import type { SurveyAnalytics } from '../../../../schemas/analytics';
import { plural } from '../../../lib/english-format';
import { DIMENSION_LABELS } from './analytics-controls';
import { bandOf, formatScore, rate, SCORE_BANDS } from './score-scale';
import './heatmap.css';

function ScoreCell({ score, overall = false }: { score: number | null; overall?: boolean }) {
  if (score === null) {
    return (
      <td className="heatmap-cell" data-empty="">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>No score</VisuallyHidden>
      </td>
    );
  }
  return (
    <td className="heatmap-cell" data-band={bandOf(score)} data-overall={overall ? '' : undefined} title={`${formatScore(score)} of 4`}>
      {formatScore(score)}
    </td>
  );
}

/** The colour steps, weakest to strongest. */
export function HeatmapLegend() {
  return (
    <Flex gap="3" align="center" wrap="wrap" mt="3" role="group" aria-label="Colour scale">
      <Text size="1" color="gray">
        Mean score (0–4):
      </Text>
      {SCORE_BANDS.map((band, i) => (
        <Flex key={band.label} gap="1" align="center">
          <span className="heatmap-swatch" data-band={i} aria-hidden="true" />
          <Text size="1">{band.label}</Text>
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
  const { competencies, rows, by } = analytics;
  return (
    <div className="heatmap-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="heatmap" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col" className="heatmap-sticky">
              {DIMENSION_LABELS[by]}
            </th>
            {competencies.map((c) => (
              <th scope="col" key={c.id} title={`${c.title} (${c.type})`} className="heatmap-competency">
                {/* Set on their side, so nine competencies and more fit 1280 px without scrolling. */}
                <span className="heatmap-vertical">
                  <span className="heatmap-title">{c.title}</span>
                  <span className="heatmap-sub">{c.type}</span>
                </span>
              </th>
            ))}
            <th scope="col" className="heatmap-overall-head">
              Overall
            </th>
            <th scope="col">Responses</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key ?? 'none'}>
              <th scope="row" className="heatmap-sticky">
                <span className="heatmap-title">{row.label}</span>
                <span className="heatmap-sub">{plural(row.ratees, 'ratee')}</span>
              </th>
              {row.scores.map((score, i) => (
                <ScoreCell key={competencies[i]?.id ?? i} score={score} />
              ))}
              <ScoreCell score={row.overall} overall />
              <td className="heatmap-rate">
                <span className="heatmap-title">{rate(row.responses.submitted, row.responses.assigned)}%</span>
                <span className="heatmap-sub">
                  {row.responses.submitted} of {row.responses.assigned}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
