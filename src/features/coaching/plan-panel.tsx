import { Badge, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { AgreedActionInput, EngagementSummary, PlanAction } from '../../../schemas/coaching';
import { SchemaForm } from '../../components/form';
import { fullDay } from '../../i18n/format';
import { agreedActionSchema, agreedActionUi } from './coaching-ui';
import { EngagementSection } from './engagement-section';

const STATUS_COLOR: Record<PlanAction['status'], 'gray' | 'blue' | 'green'> = { planned: 'gray', in_progress: 'blue', done: 'green' };

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
  const { t } = useTranslation('coaching');
  return (
    <EngagementSection title={t('plan.title')} description={t('plan.description')}>
      {plan.length === 0 ? (
        <Text size="2" color="gray">
          {t('plan.empty')}
        </Text>
      ) : (
        <ul className="coaching-list" aria-label={t('plan.label')}>
          {plan.map((a) => (
            <li key={a.id}>
              <Flex justify="between" gap="3" wrap="wrap">
                <Text weight="medium" dir="auto">
                  {a.title}
                </Text>
                <Badge color={STATUS_COLOR[a.status]}>{t(`plan.status.${a.status}`)}</Badge>
              </Flex>
              <Text as="p" size="2" color="gray">
                {[
                  a.competency?.title,
                  a.due_date && t('plan.due', { date: fullDay(a.due_date) }),
                  a.coach && t('plan.coach', { name: a.coach }),
                  a.from_coaching && t('plan.agreed'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {a.notes && (
                <Text as="p" size="2" className="coaching-wrap" dir="auto">
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
            {t('plan.add')}
          </Text>
          <SchemaForm<AgreedActionInput>
            key={plan.length}
            idPrefix="action"
            schema={agreedActionSchema(areas)}
            uiSchema={agreedActionUi}
            busy={busy}
            serverErrors={refused}
            onDismissErrors={onDismiss}
            submitText={t('plan.submit')}
            onSubmit={onAdd}
          />
        </Flex>
      )}
    </EngagementSection>
  );
}
