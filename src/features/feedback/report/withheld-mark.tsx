import { Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ReportGroup } from '../../../../schemas/feedback';
import { noScore } from './report-format';
import './report.css';

/**
 * Where a figure the disclosure auditor withheld would be: a muted "Withheld" with a lock, so it never reads as
 * "Not observed" or "—". ACROSS_SURVEYS shows on hover and is what a screen reader says.
 */
export function WithheldMark() {
  const { t } = useTranslation('feedback');
  const why = t('withheld.acrossSurveys');
  return (
    <Text color="gray" title={why} className="report-withheld">
      <LockClosedIcon width="12" height="12" aria-hidden="true" />
      <span aria-hidden="true">{t('withheld.mark')}</span>
      <span className="visually-hidden">{why}</span>
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
