import { Fragment, type ReactNode } from 'react';
import { Callout, Flex, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { GROUP_LABELS, type FeedbackReport } from '../../../../schemas/feedback';
import { andList } from './report-format';
import { competenciesText, reasonLines, withheldText, type ReasonLine } from './protection-reasons';

/** "**Q1 360**, **Q2 360** and this survey": the earlier surveys' titles stand out. */
function Surveys({ line }: { line: ReasonLine }) {
  const items: ReactNode[] = [...line.surveys.map((t) => <strong>{t}</strong>), ...(line.thisSurvey ? ['this survey'] : [])];
  return items.map((item, i) => (
    <Fragment key={i}>
      {i === 0 ? '' : i === items.length - 1 ? ' and ' : ', '}
      {item}
    </Fragment>
  ));
}

/**
 * Figures the disclosure auditor withheld from this reader (ACROSS_SURVEYS), marked "Withheld" where they would be.
 * The ratee and the manager learn which; HR (the only reader with `reasons`) also which earlier surveys each would
 * combine with.
 */
export function ProtectionNote({ report }: { report: FeedbackReport }) {
  const { groups, benchmarks, reasons } = report.protection;
  if (groups.length === 0 && !benchmarks) return null;
  const lines = reasonLines(reasons, report.survey.id);
  return (
    <Callout.Root color="gray" variant="soft" size="1">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ gridColumn: 2 }}>
        <Callout.Text>Some figures are withheld to protect raters across surveys: {withheldText(report)}.</Callout.Text>
        {lines.length > 0 && (
          <Text as="div" size="2">
            <ul className="report-reasons">
              {lines.map((line) => (
                <li key={`${line.groups.join()}|${line.competencies.join()}|${line.surveys.join()}`}>
                  <strong>{andList(line.groups.map((g) => GROUP_LABELS[g]))}</strong> on {competenciesText(line.competencies, report.competencies.length)}:{' '}
                  {line.surveys.length > 0 || line.thisSurvey ? (
                    <>
                      would combine with figures already released from <Surveys line={line} />.
                    </>
                  ) : (
                    'would single out a rater with the answers HR’s own members gave.'
                  )}
                </li>
              ))}
            </ul>
          </Text>
        )}
      </Flex>
    </Callout.Root>
  );
}
