import { Badge, Flex, Text } from '@radix-ui/themes';
import type { Failure } from '../../../machines/failure';
import type { AgreedActionInput, EngagementSummary, PlanAction } from '../../../schemas/coaching';
import { SchemaForm } from '../../components/form';
import { fullDay } from '../../lib/english-format';
import { agreedActionSchema, agreedActionUi } from './coaching-ui';
import { EngagementSection } from './engagement-section';

const STATUS: Record<PlanAction['status'], { label: string; color: 'gray' | 'blue' | 'green' }> = {
  planned: { label: 'Planned', color: 'gray' },
  in_progress: { label: 'In progress', color: 'blue' },
  done: { label: 'Done', color: 'green' },
};

interface PlanPanelProps {
  plan: PlanAction[];
  areas: EngagementSummary['competencies'];
  open: boolean;
  busy: boolean;
  refused: Failure | null;
  onAdd(action: AgreedActionInput): void;
  onDismiss(): void;
}

/** The coachee's development plan as shared with the coach, and an action agreed in a session. */
export function PlanPanel({ plan, areas, open, busy, refused, onAdd, onDismiss }: PlanPanelProps) {
  return (
    <EngagementSection title="Development plan" description="Actions agreed in coaching land here, with the coach named as their coach.">
      {plan.length === 0 ? (
        <Text size="2" color="gray">
          No actions yet.
        </Text>
      ) : (
        <ul className="coaching-list" aria-label="Plan actions">
          {plan.map((a) => (
            <li key={a.id}>
              <Flex justify="between" gap="3" wrap="wrap">
                <Text weight="medium">{a.title}</Text>
                <Badge color={STATUS[a.status].color}>{STATUS[a.status].label}</Badge>
              </Flex>
              <Text as="p" size="2" color="gray">
                {[a.competency?.title, a.due_date && `due ${fullDay(a.due_date)}`, a.coach && `coach: ${a.coach}`, a.from_coaching && 'agreed in coaching']
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {a.notes && (
                <Text as="p" size="2" className="coaching-wrap">
                  {a.notes}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Flex direction="column" className="coaching-no-print">
          <Text size="3" weight="bold" as="div">
            Add an agreed action
          </Text>
          <SchemaForm<AgreedActionInput>
            key={plan.length}
            idPrefix="action"
            schema={agreedActionSchema(areas)}
            uiSchema={agreedActionUi}
            busy={busy}
            serverErrors={refused}
            onDismissErrors={onDismiss}
            submitText="Add to the plan"
            onSubmit={onAdd}
          />
        </Flex>
      )}
    </EngagementSection>
  );
}
