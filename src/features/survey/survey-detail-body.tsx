import { useMemo } from 'react';
import { Badge, Box, Button, Flex, Tabs, Text } from '@radix-ui/themes';
import { PersonIcon, PlusIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SurveyDetail } from '../../../machines/survey-detail.machine';
import type { SurveyMailFailuresMachine } from '../../../machines/survey-mail-failures.machine';
import type { SurveyNominationsMachine } from '../../../machines/survey-nominations.machine';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { assignmentCodes, assignmentColumns, assignmentLabel } from './assignment-columns';
import { MailSettingsCard, type MailSettingsFlows } from './mail-settings-card';
import { rateeColumns, rateeCode, rateeName, rateeRows } from './ratee-columns';
import { RaterChangesCard, type RaterChangesFlows } from './rater-changes-card';
import { SearchableTable } from './searchable-table';
import { SurveyActionButtons } from './survey-action-buttons';
import { CopySurveyButton } from './copy-survey-dialog';
import { SurveyRepeatCard, type SurveyRepeatFlows } from './survey-repeat-card';
import type { OnSurveyAction } from './survey-actions-menu';
import { editSurveyPath } from './survey-paths';
import { ownerName } from './survey-format';
import { SurveyMailFailures } from './survey-mail-failures';
import { SurveyNominationsPanel } from './survey-nominations-panel';
import { SurveyStatusBadge } from './survey-status-badge';
import { SurveySummary } from './survey-summary';
import { count } from '../../i18n/format';

interface SurveyDetailBodyProps {
  detail: SurveyDetail;
  refreshing: boolean;
  onAction: OnSurveyAction;
  initialTab?: SurveyDetailTab;
  mailFlows?: MailSettingsFlows;
  /** Opens "Add an outside rater"; absent while no rater can be added (closed, or nobody rated yet). */
  onAddExternal?: () => void;
  nominations?: SurveyNominationsMachine;
  mailFailures?: SurveyMailFailuresMachine;
  raterChanges?: RaterChangesFlows;
  cycle?: SurveyRepeatFlows;
}

export type SurveyDetailTab = 'ratees' | 'assignments' | 'changes' | 'mail';

/** A loaded survey: its head and actions, summary, and who answered. */
export function SurveyDetailBody({
  detail: { survey, progress, assignments },
  refreshing,
  onAction,
  initialTab = 'ratees',
  mailFlows,
  onAddExternal,
  nominations,
  mailFailures,
  raterChanges,
  cycle,
}: SurveyDetailBodyProps) {
  const { t } = useTranslation('survey');
  const ratees = useMemo(() => rateeRows(progress), [progress]);
  const closed = survey.status === 'closed';
  const rateeTable = useMemo(() => rateeColumns(closed, t), [closed, t]);
  const assignmentTable = useMemo(() => assignmentColumns(t), [t]);
  // A draft may hold ratees chosen before their raters: say so, rather than that nobody is chosen.
  const chosen = survey.chosen_ratees?.length ?? 0;
  const noRaters = (
    <EmptyState
      icon={<PersonIcon width="32" height="32" aria-hidden="true" />}
      title={t('detail.noRaters.title')}
      actions={
        <Button asChild>
          <Link to={editSurveyPath(survey.id)}>{chosen ? t('detail.noRaters.addRaters') : t('detail.noRaters.addRateesAndRaters')}</Link>
        </Button>
      }
    >
      {chosen ? t('detail.noRaters.chosen', { count: chosen }) : t('detail.noRaters.nobody')}
    </EmptyState>
  );
  return (
    <>
      <PageHeader
        title={survey.title}
        actions={
          <Flex gap="2" wrap="wrap">
            <SurveyActionButtons survey={survey} onAction={onAction} />
            <CopySurveyButton survey={survey} />
          </Flex>
        }
        description={
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <SurveyStatusBadge survey={survey} size="2" />
            <Text>
              <Trans t={t} i18nKey="detail.by" values={{ name: ownerName(survey) }} components={{ bdi: <bdi /> }} />
            </Text>
          </Flex>
        }
      />
      <SurveySummary survey={survey} />
      <SurveyRepeatCard survey={survey} flows={cycle} />
      <SurveyMailFailures surveyId={survey.id} reloadOn={progress} flow={mailFailures} />
      <SurveyNominationsPanel surveyId={survey.id} closed={survey.status === 'closed'} flows={{ machine: nominations }} />
      <Tabs.Root defaultValue={initialTab}>
        {/* Smaller tabs on a phone, so all four fit its width without a hidden scroll. */}
        <Tabs.List size={{ initial: '1', sm: '2' }}>
          <Tabs.Trigger value="ratees">
            {t('detail.tabs.ratees')}{' '}
            <Badge ml="2" variant="soft" color="gray">
              {count(ratees.length)}
            </Badge>
          </Tabs.Trigger>
          <Tabs.Trigger value="assignments">
            {t('detail.tabs.raters')}{' '}
            <Badge ml="2" variant="soft" color="gray">
              {count(assignments.length)}
            </Badge>
          </Tabs.Trigger>
          <Tabs.Trigger value="changes">{t('detail.tabs.changes')}</Tabs.Trigger>
          <Tabs.Trigger value="mail">{t('detail.tabs.mail')}</Tabs.Trigger>
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="ratees">
            <SearchableTable
              items={ratees}
              columns={rateeTable}
              initialSort={{ key: 'ratee', direction: 'asc' }}
              extra={rateeCode}
              one={t('detail.ratees.one')}
              many={t('detail.ratees.many')}
              noMatch={(search) => t('detail.ratees.noMatch', { search })}
              label={rateeName}
              refreshing={refreshing}
              empty={noRaters}
            />
          </Tabs.Content>
          <Tabs.Content value="assignments">
            {onAddExternal && (
              <Flex justify="end" mb="3">
                <Button variant="soft" onClick={onAddExternal}>
                  <PlusIcon /> {t('detail.addExternal')}
                </Button>
              </Flex>
            )}
            <SearchableTable
              items={assignments}
              columns={assignmentTable}
              initialSort={{ key: 'ratee', direction: 'asc' }}
              extra={assignmentCodes}
              one={t('detail.assignments.one')}
              many={t('detail.assignments.many')}
              noMatch={(search) => t('detail.assignments.noMatch', { search })}
              label={assignmentLabel}
              refreshing={refreshing}
              empty={noRaters}
            />
          </Tabs.Content>
          <Tabs.Content value="changes">
            <RaterChangesCard surveyId={survey.id} reloadOn={assignments} flows={raterChanges} />
          </Tabs.Content>
          <Tabs.Content value="mail">
            <MailSettingsCard surveyId={survey.id} languages={survey.languages} flows={mailFlows} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </>
  );
}
