import { AlertDialog, Button, Flex, Select, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { Candidate, RaterActionKind, RaterActionsActor, RaterActionsStatus, RaterTarget } from '../../../machines/rater-actions.machine';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { FORMER_EMPLOYEE } from './assignment-columns';
import { RELATIONSHIP_LABELS } from './survey-format';

const raterName = (t: RaterTarget) => t.rater?.name ?? t.external?.name ?? FORMER_EMPLOYEE;
const newLink = (t: RaterTarget) => (t.external ? ' As an outside rater they get a new personal link; the one sent before stops working.' : '');
const as = (t: RaterTarget) => RELATIONSHIP_LABELS[t.relationship].toLowerCase();

const TEXTS: Record<RaterActionKind, { title(t: RaterTarget): string; body(t: RaterTarget): string; confirm: string; red?: boolean }> = {
  remind: {
    title: (t) => `Remind ${raterName(t)}?`,
    body: (t) => `${raterName(t)} gets one mail listing every ratee of this survey they have not submitted yet. Nobody else is mailed.${newLink(t)}`,
    confirm: 'Send reminder',
  },
  invite: {
    title: (t) => `Send ${raterName(t)} their invitation again?`,
    body: (t) =>
      `A fresh invitation listing every ratee of this survey ${raterName(t)} has not submitted yet. Use it when the first mail was lost.${newLink(t)}`,
    confirm: 'Resend invitation',
  },
  remove: {
    title: (t) => `Remove ${raterName(t)} as a rater of ${t.ratee.name}?`,
    body: (t) => `${raterName(t)} will no longer rate ${t.ratee.name} (as ${as(t)}) in this survey. Answers they saved as a draft are deleted.`,
    confirm: 'Remove rater',
    red: true,
  },
  replace: {
    title: (t) => `Replace ${raterName(t)} as a rater of ${t.ratee.name}`,
    body: (t) =>
      `The person you choose rates ${t.ratee.name} as ${as(t)} instead, and is invited at once unless the survey is a draft. ` +
      `Answers ${raterName(t)} saved as a draft are deleted.`,
    confirm: 'Replace rater',
  },
};

/** The dialog of the rater action under way: asks first, keeps a failure until dismissed, offers a retry. */
export function RaterActionDialog({ actor }: { actor: RaterActionsActor }) {
  const status = useSelector(actor, (s) => s.value as RaterActionsStatus);
  const kind = useSelector(actor, (s) => s.context.kind);
  const target = useSelector(actor, (s) => s.context.target);
  const candidates = useSelector(actor, (s) => s.context.candidates);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  if (!kind || !target || status === 'idle' || status === 'done') return null;

  const text = TEXTS[kind];
  const needsChoice = kind === 'replace' && chosen === null;
  const loading = status === 'loadingCandidates';
  // The tree's people of the seat's own relationship first, as the wizard suggests them.
  const fits = (c: Candidate) => target.relationship !== 'other' && c.relationship === target.relationship;
  const suggested = candidates?.filter(fits) ?? [];
  const others = candidates?.filter((c) => !fits(c)) ?? [];
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && actor.send({ type: 'cancel' })}>
      <AlertDialog.Content maxWidth="500px">
        <AlertDialog.Title>{text.title(target)}</AlertDialog.Title>
        <AlertDialog.Description size="2">{text.body(target)}</AlertDialog.Description>
        {kind === 'replace' && (
          <Flex direction="column" gap="1" mt="3">
            <Text as="label" size="2" weight="medium" htmlFor="replacement">
              New rater
            </Text>
            {loading ? (
              <Flex gap="2" align="center" role="status">
                <Spinner />
                <Text size="2" color="gray">
                  Loading employees…
                </Text>
              </Flex>
            ) : (
              <Select.Root
                value={chosen === null ? undefined : String(chosen)}
                onValueChange={(v) => actor.send({ type: 'choose', rater: Number(v) })}
                disabled={busy || !candidates?.length}
              >
                <Select.Trigger id="replacement" placeholder={candidates?.length ? 'Choose an employee' : 'Nobody else can rate this ratee'} />
                <Select.Content position="popper">
                  {suggested.length > 0 && (
                    <>
                      <Select.Group>
                        <Select.Label>Suggested from the tree: {as(target)}</Select.Label>
                        {suggested.map((c) => (
                          <Select.Item key={c.id} value={String(c.id)}>
                            {c.name} · {c.emp_code} · {RELATIONSHIP_LABELS[target.relationship]}
                          </Select.Item>
                        ))}
                      </Select.Group>
                      <Select.Separator />
                    </>
                  )}
                  <Select.Group>
                    {suggested.length > 0 && <Select.Label>Everyone else</Select.Label>}
                    {others.map((c) => (
                      <Select.Item key={c.id} value={String(c.id)}>
                        {c.name} · {c.emp_code}
                      </Select.Item>
                    ))}
                  </Select.Group>
                </Select.Content>
              </Select.Root>
            )}
          </Flex>
        )}
        {error && (
          <Flex mt="3" direction="column">
            <FailureCallout lines={failureSummary(error)} onDismiss={busy ? undefined : () => actor.send({ type: 'clearErrors' })} />
          </Flex>
        )}
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel disabled={busy && !loading}>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button
            color={text.red ? 'red' : undefined}
            loading={busy && !loading}
            disabled={busy || needsChoice}
            onClick={() => actor.send({ type: error ? 'retry' : 'confirm' })}
          >
            {error ? 'Try again' : text.confirm}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
