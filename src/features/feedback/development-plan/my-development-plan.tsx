import { useMemo } from 'react';
import { Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { TargetIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DevelopmentAction } from '../../../../schemas/development-plan';
import { EmptyState } from '../../../components/empty-state';
import { ActionTable } from './action-table';
import { PlanCallouts, PlanLoading } from './plan-callouts';
import { useDevelopmentPlan } from './use-development-plan';

/** The actions grouped by survey, in the order the server gives (by due date), each survey where its first action is. */
function bySurvey(actions: DevelopmentAction[]) {
  const groups = new Map<number, { survey: DevelopmentAction['survey']; actions: DevelopmentAction[] }>();
  for (const a of actions) {
    const group = groups.get(a.survey.id) ?? { survey: a.survey, actions: [] };
    group.actions.push(a);
    groups.set(a.survey.id, group);
  }
  return [...groups.values()];
}

/**
 * The caller's own development plan across surveys (any employee): the actions of every
 * report HR has released to them, grouped by survey, each with its status to move.
 */
export function MyDevelopmentPlan() {
  const { t } = useTranslation('feedback');
  const plan = useDevelopmentPlan('mine', {});
  const { status, actions, busy, send } = plan;
  const groups = useMemo(() => bySurvey(actions), [actions]);
  const loading = status === 'loading' || status === 'loadFailed';

  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="my-development-plan-title">
        <Flex align="center" gap="2">
          <Heading as="h2" size="5" id="my-development-plan-title">
            {t('plan.mine.title')}
          </Heading>
          {(status === 'refetching' || status === 'settingStatus') && <Spinner size="1" aria-label={t('plan.saving')} />}
        </Flex>
        <PlanCallouts plan={plan} />
        {status === 'loading' && <PlanLoading label={t('plan.mine.loading')} />}
        {!loading && actions.length === 0 && (
          <EmptyState icon={<TargetIcon width="28" height="28" aria-hidden="true" />} title={t('plan.mine.emptyTitle')} headingLevel="h3">
            {t('plan.mine.emptyText')}
          </EmptyState>
        )}
        {!loading &&
          groups.map(({ survey, actions: own }) => (
            <Flex key={survey.id} asChild direction="column" gap="2">
              <section aria-label={survey.title}>
                <Heading as="h3" size="3" dir="auto">
                  {survey.title}
                </Heading>
                <Text size="1" color="gray">
                  {t('plan.doneOf', { done: own.filter((a) => a.status === 'done').length, count: own.length })}
                </Text>
                <ActionTable actions={own} mode="ratee" busy={busy} onStatus={(action, next) => send({ type: 'setStatus', id: action.id, status: next })} />
              </section>
            </Flex>
          ))}
      </section>
    </Flex>
  );
}
