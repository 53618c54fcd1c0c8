import { Button, Flex, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { stepOk } from '../../../../machines/survey-wizard/step-checks';
import { STEPS, type StepName } from '../../../../machines/survey-wizard/wizard-data';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';
import { useWizardActor } from './wizard-state';
import { STEP_TEXT } from './wizard-steps';

/** Saving a draft and its outcome: the button, "Draft saved", or why it was not. */
function DraftControls() {
  const actor = useWizardActor();
  const published = useSelector(actor, (s) => s.context.published);
  const allowed = useSelector(actor, (s) => stepOk('details', s.context.data, s.context.choices));
  const saving = useSelector(actor, (s) => s.matches({ editing: { draft: 'savingDraft' } }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const saved = useSelector(actor, (s) => s.context.draftSaved);
  if (published) return null;
  return (
    <Flex align="center" gap="3">
      {saved && (
        <Text size="2" color="green" role="status">
          <Flex align="center" gap="1">
            <CheckIcon aria-hidden="true" /> Saved as a draft
          </Flex>
        </Text>
      )}
      <Button
        type="button"
        variant="soft"
        size="3"
        loading={saving}
        disabled={!allowed || busy}
        title={allowed ? undefined : 'Complete the details first'}
        onClick={() => actor.send({ type: 'saveDraft' })}
      >
        Save as draft
      </Button>
    </Flex>
  );
}

function DraftFailure() {
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => (s.matches({ editing: { draft: 'draftFailed' } }) ? s.context.draftError : null));
  if (!error) return null;
  return (
    <FailureCallout
      lines={['The draft was not saved; everything you entered is still here.', ...failureSummary(error)]}
      onDismiss={() => actor.send({ type: 'clearErrors' })}
      action={
        <Button size="1" onClick={() => actor.send({ type: 'retry' })}>
          Try again
        </Button>
      }
    />
  );
}

interface WizardNavProps {
  step: StepName;
  /** The details step's form has its own submit button, which is its Next. */
  withNext?: boolean;
}

/** Back, Save as draft and Next at the bottom of every step; after a refusal, back to editing and try again. */
export function WizardNav({ step, withNext = true }: WizardNavProps) {
  const actor = useWizardActor();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const refused = useSelector(actor, (s) => s.matches('submitFailed'));
  const at = STEPS.indexOf(step);
  const next = STEPS[at + 1];
  if (refused) {
    return (
      <Flex justify="between" gap="3" wrap="wrap" mt="5">
        <Button type="button" variant="soft" color="gray" size="3" onClick={() => actor.send({ type: 'edit' })}>
          Back to editing
        </Button>
        {withNext && (
          <Button type="button" size="3" onClick={() => actor.send({ type: 'retry' })}>
            Try again
          </Button>
        )}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="3" mt="5">
      <DraftFailure />
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        {at > 0 ? (
          <Button type="button" variant="soft" color="gray" size="3" disabled={busy} onClick={() => actor.send({ type: 'back' })}>
            <ArrowLeftIcon /> Back
          </Button>
        ) : (
          <span />
        )}
        <Flex gap="3" align="center" wrap="wrap">
          <DraftControls />
          {withNext && next && (
            <Button type="button" size="3" disabled={busy} onClick={() => actor.send({ type: 'next' })}>
              Next: {STEP_TEXT[next].title} <ArrowRightIcon />
            </Button>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
