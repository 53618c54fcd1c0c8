import { Badge, Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DevelopmentArea, SuggestedAction } from '../../../../schemas/development-library';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';
import { levelLabel } from '../report/report-format';
import { AreaTitle } from './area-title';
import { evidenceColor, evidenceText } from './evidence-text';
import { suggestedTitle } from './suggested-title';
import { useActionSuggestions } from './use-action-suggestions';
import { decimal } from '../../../i18n/format';

/** What "Add to plan" prefills: the title, the development area and the library action it came from. */
export interface SuggestionPick {
  title: string;
  competency: number;
  library_action?: number;
}

interface LibrarySuggestionsProps {
  surveyId: number;
  rateeId: number;
  /** Library actions the plan already holds. */
  taken: ReadonlySet<number>;
  disabled: boolean;
  onAdd(pick: SuggestionPick): void;
}

/**
 * "Suggested from this report" for HR (issue 40): each development area (lowest others' scores, blind spots) with the
 * development action library's actions for it, ranked by what followed them in this company, the evidence shown.
 */
export function LibrarySuggestionsBlock({ surveyId, rateeId, taken, disabled, onAdd }: LibrarySuggestionsProps) {
  const { t } = useTranslation('feedback');
  const { status, suggestions, error, retry, dismiss } = useActionSuggestions(surveyId, rateeId);
  if (status === 'dismissed') return null;
  return (
    <Card size="2" variant="surface">
      <Heading as="h4" size="2" mb="1">
        {t('plan.suggested.title')}
      </Heading>
      <Text as="p" size="1" color="gray" mb="3">
        {t('plan.suggested.fromLibrary')}
      </Text>
      {status === 'loading' && (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text size="2" color="gray">
            {t('plan.suggested.loading')}
          </Text>
        </Flex>
      )}
      {status === 'failed' && error && (
        <FailureCallout
          lines={[t('plan.suggested.failed'), ...failureSummary(error)]}
          action={
            <Button size="1" variant="soft" color="red" onClick={retry}>
              {t('tryAgain')}
            </Button>
          }
          onDismiss={dismiss}
        />
      )}
      {status === 'ready' && suggestions && suggestions.areas.length === 0 && (
        <Text as="p" size="2" color="gray">
          {t('plan.suggested.noAreas')}
        </Text>
      )}
      {status === 'ready' && suggestions && suggestions.areas.length > 0 && (
        <Flex direction="column" gap="4" asChild>
          <ul aria-label={t('plan.suggested.areas')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {suggestions.areas.map((area) => (
              <li key={area.competency_id}>
                <AreaSuggestions area={area} taken={taken} disabled={disabled} onAdd={onAdd} />
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Card>
  );
}

function AreaSuggestions({
  area,
  taken,
  disabled,
  onAdd,
}: {
  area: DevelopmentArea;
  taken: ReadonlySet<number>;
  disabled: boolean;
  onAdd(pick: SuggestionPick): void;
}) {
  const { t } = useTranslation('feedback');
  return (
    <Flex direction="column" gap="2" asChild>
      <section aria-label={area.title}>
        <AreaTitle title={area.title} score={area.others} weight="bold">
          {area.reasons.map((reason) => (
            <Badge key={reason} color="gray" variant="soft">
              {reason === 'blind_spot' && area.self !== null
                ? t('plan.suggested.blindSpotSelf', { self: decimal(area.self) })
                : t(`plan.suggested.reasons.${reason}`)}
            </Badge>
          ))}
        </AreaTitle>
        {area.actions.length === 0 ? (
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Text size="1" color="gray">
              {t('plan.suggested.noLibrary')}
            </Text>
            <Button size="1" variant="soft" disabled={disabled} onClick={() => onAdd({ title: suggestedTitle(area.title), competency: area.competency_id })}>
              <PlusIcon /> {t('plan.suggested.add')}
              <span className="visually-hidden">{t('plan.suggested.which', { title: area.title })}</span>
            </Button>
          </Flex>
        ) : (
          <Flex direction="column" gap="2" asChild>
            <ol aria-label={t('plan.suggested.for', { title: area.title })} style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
              {area.actions.map((action) => (
                <li key={action.id}>
                  <SuggestedActionRow action={action} area={area} taken={taken.has(action.id)} disabled={disabled} onAdd={onAdd} />
                </li>
              ))}
            </ol>
          </Flex>
        )}
      </section>
    </Flex>
  );
}

interface RowProps {
  action: SuggestedAction;
  area: DevelopmentArea;
  taken: boolean;
  disabled: boolean;
  onAdd(pick: SuggestionPick): void;
}

function SuggestedActionRow({ action, area, taken, disabled, onAdd }: RowProps) {
  const { t } = useTranslation('feedback');
  return (
    <Flex justify="between" align="start" gap="3">
      <Flex direction="column" gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="2" weight="medium" dir="auto">
            {action.title}
          </Text>
          {action.level && (
            <Badge color="indigo" variant="surface">
              {levelLabel(action.level)}
            </Badge>
          )}
        </Flex>
        {action.description && (
          <Text size="1" color="gray" dir="auto">
            {action.description}
          </Text>
        )}
        <Text size="1" weight="medium" color={evidenceColor(action.evidence)}>
          {evidenceText(action.evidence)}
        </Text>
      </Flex>
      {taken ? (
        <Text size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
          {t('plan.suggested.inPlan')}
        </Text>
      ) : (
        // The name starts with what the button shows (WCAG 2.5.3), then says which action.
        <Button
          size="1"
          variant="soft"
          disabled={disabled}
          style={{ flexShrink: 0 }}
          onClick={() => onAdd({ title: action.title, competency: area.competency_id, library_action: action.id })}
        >
          <PlusIcon /> {t('plan.suggested.add')}
          <span className="visually-hidden">{t('plan.suggested.which', { title: action.title })}</span>
        </Button>
      )}
    </Flex>
  );
}
