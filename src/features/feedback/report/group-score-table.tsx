import { Table, Text } from '@radix-ui/themes';
import type { GroupScore, ReportGroup } from '../../../../schemas/feedback';
import { percent } from '../../../lib/percent';
import { groupLabel, score, scoreIn } from './report-format';
import { NoFigure } from './withheld-mark';
import { ScrollTable } from '../../../components/scroll-table';

interface GroupScoreRow {
  key: number;
  title: string;
  scores: readonly GroupScore[];
  /** The groups whose raters did not observe this row (a competency's `not_observed`). */
  notObserved?: readonly ReportGroup[];
  /** The groups whose figure here is withheld across surveys (a competency's `withheld`, a type's `protection.groups`). */
  withheld?: readonly ReportGroup[];
}

interface GroupScoreTableProps {
  rows: readonly GroupScoreRow[];
  groups: readonly ReportGroup[];
  /** What a row is: "Competency", "Type". */
  rowTitle: string;
  label: string;
}

/** Scores by rater group, one row per competency or type: "3.25 (81.3%)", "Withheld", "Not observed" or a dash where a group gave nothing. */
export function GroupScoreTable({ rows, groups, rowTitle, label }: GroupScoreTableProps) {
  return (
    <ScrollTable label={label} stack size="1" variant="surface">
      <caption className="visually-hidden">{label}</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{rowTitle}</Table.ColumnHeaderCell>
          {groups.map((g) => (
            <Table.ColumnHeaderCell key={g} justify="end">
              {groupLabel(g)}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.RowHeaderCell>{row.title}</Table.RowHeaderCell>
            {groups.map((g) => {
              const found = scoreIn(row.scores, g);
              return (
                <Table.Cell key={g} justify="end" className="report-number">
                  {found ? (
                    <>
                      {score(found.score)} <Text color="gray">({percent(found.percent)})</Text>
                    </>
                  ) : (
                    <NoFigure group={g} notObserved={row.notObserved} withheld={row.withheld} />
                  )}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollTable>
  );
}
