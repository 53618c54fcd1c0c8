import { memo, useMemo } from 'react';
import { Badge, Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon, LockClosedIcon, PlusIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { suggestRaters, type OrgIndex } from '../../../../machines/survey-wizard/rater-suggestions';
import type { RaterPick } from '../../../../machines/survey-wizard/wizard-data';
import type { Employee } from '../../../../schemas/employee';
import type { Relationship } from '../../../../schemas/survey';
import { personName, type Directory } from './people';
import { PersonSearch } from './person-search';
import { relationshipLabel } from './wizard-steps';

const SHOWN_SUGGESTIONS = 6;

interface RateeRowProps {
  ratee: Employee;
  raters: readonly RaterPick[] | undefined;
  problem: string | undefined;
  index: OrgIndex;
  dir: Directory;
  people: readonly Employee[];
  disabled: boolean;
  /** Raters of this ratee who have submitted: they stay, as they answered. */
  submitted: readonly RaterPick[] | undefined;
  /** Closed for good: nobody is added or removed, so no suggestion or search is offered. */
  closed: boolean;
  onAdd(ratee: number, rater: number, relationship?: Relationship): void;
  onRemove(ratee: number, rater: number): void;
}

/**
 * One ratee: their raters (removable unless they have submitted or the survey is closed for good), the tree's
 * suggestions not added yet, and anyone else.
 */
export const RateeRow = memo(function RateeRow({
  ratee,
  raters = [],
  problem,
  index,
  dir,
  people,
  disabled,
  submitted = [],
  closed,
  onAdd,
  onRemove,
}: RateeRowProps) {
  const { t } = useTranslation('survey');
  const name = personName(ratee);
  const taken = useMemo(() => new Set(raters.map((r) => r.rater)), [raters]);
  const answered = useMemo(() => new Set(submitted.map((r) => r.rater)), [submitted]);
  const suggestions = useMemo(() => suggestRaters(index, ratee.id).filter((p) => !taken.has(p.rater)), [index, ratee.id, taken]);
  return (
    <Flex direction="column" gap="2" role="group" aria-label={t('wizard.raters.ratersOf', { name })}>
      <Flex justify="between" align="baseline" gap="2" wrap="wrap">
        <Text size="2" weight="bold">
          <bdi>{name}</bdi>{' '}
          <Text weight="regular" color="gray">
            {dir.designation(ratee.designation)}
          </Text>
        </Text>
        <Text size="1" color="gray">
          {t('wizard.raters.count', { count: raters.length })}
        </Text>
      </Flex>
      {problem && (
        <Text size="1" color="red" role="alert">
          {problem}
        </Text>
      )}
      <Flex gap="2" wrap="wrap" align="center">
        {raters.map((r) =>
          answered.has(r.rater) ? (
            <Badge key={r.rater} size="2" variant="soft" color="green" title={t('wizard.raters.submittedHint')}>
              <LockClosedIcon width="12" height="12" aria-hidden="true" />
              <bdi>{dir.name(r.rater)}</bdi> · {relationshipLabel(r.relationship)} · <Text weight="bold">{t('assignmentStatus.submitted')}</Text>
            </Badge>
          ) : (
            <Badge key={r.rater} size="2" variant="soft" color={r.relationship === 'self' ? 'gray' : undefined}>
              <bdi>{dir.name(r.rater)}</bdi> · {relationshipLabel(r.relationship)}
              {!closed && (
                <IconButton
                  size="1"
                  variant="ghost"
                  radius="full"
                  disabled={disabled}
                  aria-label={t('wizard.raters.remove', { rater: dir.name(r.rater), name })}
                  onClick={() => onRemove(ratee.id, r.rater)}
                >
                  <Cross2Icon width="12" height="12" />
                </IconButton>
              )}
            </Badge>
          ),
        )}
        {!closed &&
          suggestions.slice(0, SHOWN_SUGGESTIONS).map((s) => (
            <Button
              key={s.rater}
              type="button"
              size="1"
              variant="outline"
              color="gray"
              disabled={disabled}
              aria-label={t('wizard.raters.add', { rater: dir.name(s.rater), relationship: relationshipLabel(s.relationship), name })}
              onClick={() => onAdd(ratee.id, s.rater, s.relationship)}
            >
              <PlusIcon />{' '}
              {s.relationship === 'self' ? (
                relationshipLabel(s.relationship)
              ) : (
                <>
                  <bdi>{dir.name(s.rater)}</bdi> · {relationshipLabel(s.relationship)}
                </>
              )}
            </Button>
          ))}
        {!closed && suggestions.length > SHOWN_SUGGESTIONS && (
          <Text size="1" color="gray">
            {t('wizard.raters.moreSuggested', { count: suggestions.length - SHOWN_SUGGESTIONS })}
          </Text>
        )}
        {!closed && <PersonSearch rateeName={name} people={people} taken={taken} disabled={disabled} onAdd={(rater, rel) => onAdd(ratee.id, rater, rel)} />}
      </Flex>
    </Flex>
  );
});
