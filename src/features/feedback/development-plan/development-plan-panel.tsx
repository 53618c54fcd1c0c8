import { useMemo } from 'react';
import { Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { PlusIcon, TargetIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { ActionPeople } from '../../../../schemas/development-plan';
import { EmptyState } from '../../../components/empty-state';
import { ActionTable } from './action-table';
import { PlanCallouts, PlanLoading } from './plan-callouts';
import { PlanDialogs } from './plan-dialogs';
import { suggestedTitle } from './suggested-title';
import { LibrarySuggestionsBlock, type SuggestionPick } from './library-suggestions-block';
import { SuggestionsBlock, type Suggestion } from './suggestions-block';
import { useActionPeople } from './use-action-people';
import { useDevelopmentPlan } from './use-development-plan';

export interface DevelopmentPlanPanelProps {
  surveyId: number;
  rateeId: number;
  rateeName: string;
  /** The report's development areas (lowest scores first), for a manager: one click makes an action of each (HR's come from the library). */
  suggestions: Array<{ competency_id: number; title: string; score: number }>;
  /** The survey's competencies: the development areas an action may name. */
  competencies: Array<{ competency_id: number; title: string }>;
  /**
   * admin: the feedback area plans; manager: the ratee's manager plans (adds and edits, never
   * deletes); ratee: the ratee reads the plan and moves each action's status.
   */
  mode: 'admin' | 'manager' | 'ratee';
}

/**
 * One ratee's development plan for one survey, below their report. The feedback area adds
 * (from scratch or from a suggestion), edits and deletes actions; the ratee, once the report
 * is released to them, sees the same list and moves each action's status.
 */
export function DevelopmentPlanPanel(props: DevelopmentPlanPanelProps) {
  // Another ratee or survey is another plan: a fresh machine, not the last one's list.
  return <PlanPanel key={`${props.mode}-${props.surveyId}-${props.rateeId}`} {...props} />;
}

function PlanPanel(props: DevelopmentPlanPanelProps) {
  return props.mode === 'ratee' ? <PlanView {...props} people={null} /> : <PlannerPanel {...props} mode={props.mode} />;
}

// Only a planner asks who may own or coach: a ratee's view never calls that endpoint.
function PlannerPanel(props: DevelopmentPlanPanelProps & { mode: 'admin' | 'manager' }) {
  const people = useActionPeople(props.mode, props.rateeId);
  return <PlanView {...props} people={people} />;
}

function PlanView({ surveyId, rateeId, rateeName, suggestions, competencies, mode, people }: DevelopmentPlanPanelProps & { people: ActionPeople | null }) {
  const { t } = useTranslation('feedback');
  const admin = mode !== 'ratee';
  const plan = useDevelopmentPlan(mode === 'ratee' ? 'mine' : mode, admin ? { survey: surveyId, ratee: rateeId } : { survey: surveyId });
  const { status, actions, busy, send } = plan;
  const ratee = useMemo(() => ({ id: rateeId, name: rateeName }), [rateeId, rateeName]);
  const planned = useMemo(() => new Set(actions.flatMap((a) => (a.competency ? [a.competency.id] : []))), [actions]);
  const taken = useMemo(() => new Set(actions.flatMap((a) => (a.library_action ? [a.library_action] : []))), [actions]);
  const loading = status === 'loading' || status === 'loadFailed';
  const add = (s?: Suggestion) => send({ type: 'add', values: s ? { title: suggestedTitle(s.title), competency: s.competency_id } : {} });
  const pick = (p: SuggestionPick) => send({ type: 'add', values: p });

  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby="development-plan-title">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column">
            <Flex align="center" gap="2">
              <Heading as="h3" size="4" id="development-plan-title">
                {t('plan.panel.title')}
              </Heading>
              {status === 'refetching' && <Spinner size="1" aria-label={t('plan.panel.refreshing')} />}
            </Flex>
            <Text size="2" color="gray">
              {admin ? <Trans t={t} i18nKey="plan.panel.agreedWith" values={{ name: rateeName }} components={{ bdi: <bdi /> }} /> : t('plan.panel.agreedYou')}
            </Text>
          </Flex>
          {admin && !loading && (
            <Button disabled={busy} onClick={() => add()}>
              <PlusIcon /> {t('plan.form.add')}
            </Button>
          )}
        </Flex>
        <PlanCallouts plan={plan} />
        {status === 'loading' && <PlanLoading label={t('plan.panel.loading')} />}
        {!loading && actions.length === 0 && (
          <EmptyState icon={<TargetIcon width="28" height="28" aria-hidden="true" />} title={t('plan.panel.emptyTitle')} headingLevel="h3">
            {admin ? <Trans t={t} i18nKey="plan.panel.emptyAdmin" values={{ name: rateeName }} components={{ bdi: <bdi /> }} /> : t('plan.panel.emptyRatee')}
          </EmptyState>
        )}
        {!loading && actions.length > 0 && (
          <ActionTable
            actions={actions}
            mode={mode === 'ratee' ? 'ratee' : mode}
            busy={busy}
            onEdit={(action) => send({ type: 'edit', action })}
            onDelete={(action) => send({ type: 'askDelete', action })}
            onStatus={(action, next) => send({ type: 'setStatus', id: action.id, status: next })}
          />
        )}
        {/* HR's suggestions come from the library with their evidence (issue 40); a manager's from the report. */}
        {mode === 'admin' && !loading && <LibrarySuggestionsBlock surveyId={surveyId} rateeId={rateeId} taken={taken} disabled={busy} onAdd={pick} />}
        {mode === 'manager' && !loading && <SuggestionsBlock suggestions={suggestions} planned={planned} disabled={busy} onAdd={add} />}
        {admin && <PlanDialogs plan={plan} surveyId={surveyId} ratee={ratee} competencies={competencies} people={people} />}
      </section>
    </Flex>
  );
}
