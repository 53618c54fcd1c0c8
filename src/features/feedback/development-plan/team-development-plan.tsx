import { useMemo } from 'react';
import { Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { TargetIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DevelopmentAction } from '../../../../schemas/development-plan';
import { EmptyState } from '../../../components/empty-state';
import { ActionTable } from './action-table';
import { PlanCallouts, PlanLoading } from './plan-callouts';
import { PlanDialogs } from './plan-dialogs';
import { useDevelopmentPlan } from './use-development-plan';

/** The actions by the person developing, in the order the server gives (by due date). */
function byRatee(actions: DevelopmentAction[]) {
  const groups = new Map<number, { ratee: DevelopmentAction['ratee']; actions: DevelopmentAction[] }>();
  for (const a of actions) {
    const group = groups.get(a.ratee.id) ?? { ratee: a.ratee, actions: [] };
    group.actions.push(a);
    groups.set(a.ratee.id, group);
  }
  return [...groups.values()];
}

/**
 * The development actions the caller works on (their direct reports' once released, and
 * those they own or coach), by person: each action's status moves here, and its notes keep
 * the progress. Adding and reshaping actions happens beside a released report.
 */
export function TeamDevelopmentPlan() {
  const { t } = useTranslation('feedback');
  const plan = useDevelopmentPlan('team', {});
  const { status, actions, busy, send, dialog } = plan;
  const groups = useMemo(() => byRatee(actions), [actions]);
  const loading = status === 'loading' || status === 'loadFailed';
  const edited = dialog && dialog.kind === 'edit' ? dialog.action : null;

  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="team-plans-title">
        <Flex align="center" gap="2">
          <Heading as="h2" size="5" id="team-plans-title">
            {t('plan.team.title')}
          </Heading>
          {(status === 'refetching' || status === 'settingStatus') && <Spinner size="1" aria-label={t('plan.saving')} />}
        </Flex>
        <Text size="2" color="gray">
          {t('plan.team.description')}
        </Text>
        <PlanCallouts plan={plan} />
        {status === 'loading' && <PlanLoading label={t('plan.team.loading')} />}
        {!loading && actions.length === 0 && (
          <EmptyState icon={<TargetIcon width="28" height="28" aria-hidden="true" />} title={t('plan.team.emptyTitle')} headingLevel="h3">
            {t('plan.team.emptyText')}
          </EmptyState>
        )}
        {!loading &&
          groups.map(({ ratee, actions: theirs }) => (
            <Flex key={ratee.id} asChild direction="column" gap="2">
              <section aria-label={t('plan.team.of', { name: ratee.name })}>
                <Heading as="h3" size="3" dir="auto">
                  {ratee.name}
                </Heading>
                <Text size="1" color="gray">
                  {t('plan.doneOf', { done: theirs.filter((a) => a.status === 'done').length, count: theirs.length })}
                </Text>
                <ActionTable
                  actions={theirs}
                  mode="team"
                  busy={busy}
                  onEdit={(action) => send({ type: 'edit', action })}
                  onStatus={(action, next) => send({ type: 'setStatus', id: action.id, status: next })}
                />
              </section>
            </Flex>
          ))}
        {edited && <PlanDialogs plan={plan} surveyId={edited.survey.id} ratee={edited.ratee} competencies={[]} progressOnly />}
      </section>
    </Flex>
  );
}
