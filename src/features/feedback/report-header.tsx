import { Flex, Switch, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ReportActor } from '../../../machines/report.machine';
import type { FeedbackReport } from '../../../schemas/feedback';
import { PageHeader } from '../../components/page-header';
import { ReportDownloads } from './report/report-downloads';
import { fullDay } from '../../i18n/format';

const FORMATS = ['pdf', 'csv', 'xlsx'] as const;

/** Whether the ratee sees the report: a switch, busy while the change is sent. */
function ReleaseSwitch({ actor, report }: { actor: ReportActor; report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  const releasing = useSelector(actor, (s) => s.hasTag('releasing'));
  const released = report.released_at !== null;
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch checked={released} disabled={releasing} onCheckedChange={(on) => actor.send({ type: 'setRelease', released: on })} />
        <span>
          {released ? t('reportHeader.released') : t('reportHeader.notReleased')}
          {released && (
            <Text as="span" color="gray">
              {' '}
              · {fullDay(report.released_at!)}
            </Text>
          )}
        </span>
      </Flex>
    </Text>
  );
}

/** The ratee, the survey, releasing the report and its downloads. */
export function ReportHeader({ actor, report }: { actor: ReportActor; report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  const { ratee, survey } = report;
  const role = [ratee.designation, ratee.department].filter(Boolean).join(' · ');
  return (
    <PageHeader
      title={ratee.name}
      description={
        <>
          {role && <>{role} · </>}
          <bdi>{survey.title}</bdi>
          {survey.closed_on && <> · {t('reportHeader.closed', { day: fullDay(survey.closed_on) })}</>}
        </>
      }
      actions={
        <Flex gap="4" align="center" wrap="wrap">
          <ReleaseSwitch actor={actor} report={report} />
          <ReportDownloads actor={actor} formats={FORMATS} />
        </Flex>
      }
    />
  );
}
