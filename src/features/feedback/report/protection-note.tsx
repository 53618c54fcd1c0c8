import { Fragment } from 'react';
import { Callout, Flex, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { FeedbackReport } from '../../../../schemas/feedback';
import { andList, andListParts, groupLabel } from './report-format';
import { competenciesText, reasonLines, withheldText, type ReasonLine } from './protection-reasons';

/** "**Q1 360**, **Q2 360** and this survey": the earlier surveys' titles stand out. */
function Surveys({ line }: { line: ReasonLine }) {
  const { t } = useTranslation('feedback');
  const items = [
    ...line.surveys.map((title) => (
      <strong key={title} dir="auto">
        {title}
      </strong>
    )),
    ...(line.thisSurvey ? [t('protection.thisSurvey')] : []),
  ];
  return andListParts(items.length).map((part, i) => <Fragment key={i}>{typeof part === 'number' ? items[part] : part}</Fragment>);
}

/**
 * Figures the disclosure auditor withheld from this reader (ACROSS_SURVEYS), marked "Withheld" where they would be.
 * The ratee and the manager learn which; HR (the only reader with `reasons`) also which earlier surveys each would
 * combine with.
 */
export function ProtectionNote({ report }: { report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  const { groups, benchmarks, reasons } = report.protection;
  if (groups.length === 0 && !benchmarks) return null;
  const lines = reasonLines(reasons, report.survey.id);
  return (
    <Callout.Root color="gray" variant="soft" size="1">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ gridColumn: 2 }}>
        <Callout.Text>{t('protection.some', { what: withheldText(report) })}</Callout.Text>
        {lines.length > 0 && (
          <Text as="div" size="2">
            <ul className="report-reasons">
              {lines.map((line) => (
                <li key={`${line.groups.join()}|${line.competencies.join()}|${line.surveys.join()}`}>
                  <Trans
                    t={t}
                    i18nKey={line.surveys.length > 0 || line.thisSurvey ? 'protection.combines' : 'protection.singlesOut'}
                    values={{ groups: andList(line.groups.map(groupLabel)), competencies: competenciesText(line.competencies, report.competencies.length) }}
                    components={{ strong: <strong />, surveys: <Surveys line={line} /> }}
                  />
                </li>
              ))}
            </ul>
          </Text>
        )}
      </Flex>
    </Callout.Root>
  );
}
