import { Button, Callout, Flex, RadioCards, Text } from '@radix-ui/themes';
import { LockClosedIcon, PersonIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { useSelector } from '@xstate/react';
import { anySubmitted, audienceLocked, closedForGood, DATES_LOCKED } from '../../../../machines/survey-wizard/locks';
import type { Audience } from '../../../../schemas/survey';
import { PeoplePicker } from './people-picker';
import { PositionPicker } from './position-picker';
import { useChoices, useStepErrors } from './use-wizard-values';
import { WizardNav } from './wizard-nav';
import { useWizardActor } from './wizard-state';

/** Why the audience can no longer change as it could, or null. */
function lockText(sealed: boolean, answered: boolean, audience: string): string | null {
  if (sealed) return `${DATES_LOCKED} Nobody can be added or taken out.`;
  if (!answered) return null;
  return audience === 'Individual'
    ? 'Raters have submitted answers about some of these people, so they stay ratees and the audience stays Individual. You can still add ratees.'
    : 'Raters have submitted answers about some of these people, so the audience and its position stay as they are.';
}

/** The two audiences; each keeps its own choice while the other is shown. */
export function AudienceStep() {
  const actor = useWizardActor();
  const audience = useSelector(actor, (s) => s.context.data.audience);
  const locked = useSelector(actor, (s) => audienceLocked(s.context));
  const note = useSelector(actor, (s) => lockText(closedForGood(s.context), anySubmitted(s.context.submitted), audience));
  const errors = useStepErrors('audience');
  const { choices } = useChoices();
  if (choices.employees.length === 0) {
    return (
      <Flex direction="column" gap="4">
        <EmptyState
          icon={<PersonIcon width="32" height="32" aria-hidden="true" />}
          title="Nobody to rate yet"
          actions={
            <Button asChild>
              <Link to="/portrayal/admin/workforce">Add employees</Link>
            </Button>
          }
        >
          Add your employees (and their managers) first; your draft can be saved meanwhile.
        </EmptyState>
        <WizardNav step="audience" />
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="4">
      {note && (
        <Callout.Root color="amber" role="note">
          <Callout.Icon>
            <LockClosedIcon />
          </Callout.Icon>
          <Callout.Text>{note}</Callout.Text>
        </Callout.Root>
      )}
      <RadioCards.Root
        value={audience}
        columns={{ initial: '1', sm: '2' }}
        aria-label="Audience"
        onValueChange={(value) => actor.send({ type: 'audience.choose', audience: value as Audience })}
      >
        {/* Locked: the audience chosen stays shown as chosen, the other cannot be picked. */}
        <RadioCards.Item value="Individual" disabled={locked && audience !== 'Individual'}>
          <Flex direction="column" width="100%">
            <Text weight="bold">Individual</Text>
            <Text size="2" color="gray">
              Choose the people to be rated by name.
            </Text>
          </Flex>
        </RadioCards.Item>
        <RadioCards.Item value="Position/Group" disabled={locked && audience !== 'Position/Group'}>
          <Flex direction="column" width="100%">
            <Text weight="bold">Position/Group</Text>
            <Text size="2" color="gray">
              Everyone with a designation, in a department or in a group.
            </Text>
          </Flex>
        </RadioCards.Item>
      </RadioCards.Root>
      {audience === 'Individual' ? (
        <PeoplePicker error={errors.fields.ratees ?? errors.fields.audience} />
      ) : (
        <PositionPicker error={errors.fields.position ?? errors.fields.designation ?? errors.fields.department ?? errors.fields.group} />
      )}
      <WizardNav step="audience" />
    </Flex>
  );
}
