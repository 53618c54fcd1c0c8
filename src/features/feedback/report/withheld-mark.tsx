import { Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { ACROSS_SURVEYS, type ReportGroup } from '../../../../schemas/feedback';
import { noScore } from './report-format';
import './report.css';

/**
 * Where a figure the disclosure auditor withheld would be: a muted "Withheld" with a lock, so it never reads as
 * "Not observed" or "—". ACROSS_SURVEYS shows on hover and is what a screen reader says.
 */
export function WithheldMark() {
  return (
    <Text color="gray" title={ACROSS_SURVEYS} className="report-withheld">
      <LockClosedIcon width="12" height="12" aria-hidden="true" />
      <span aria-hidden="true">Withheld</span>
      <span className="visually-hidden">{ACROSS_SURVEYS}</span>
    </Text>
  );
}

interface NoFigureProps {
  group: ReportGroup;
  notObserved?: readonly ReportGroup[];
  withheld?: readonly ReportGroup[];
}

/** Why a group has no figure here: withheld across surveys, not observed by its raters, or simply none ("—"). */
export function NoFigure({ group, notObserved, withheld = [] }: NoFigureProps) {
  return withheld.includes(group) ? <WithheldMark /> : <Text color="gray">{noScore(group, notObserved)}</Text>;
}
