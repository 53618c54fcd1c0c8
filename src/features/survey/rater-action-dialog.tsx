import { AlertDialog, Button, Flex, Select, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import type { Candidate, RaterActionKind, RaterActionsActor, RaterActionsStatus, RaterTarget } from '../../../machines/rater-actions.machine';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { raterName } from './assignment-columns';
import { relationshipInSentence, relationshipLabel } from './survey-format';

const CONFIRM = {
  remind: 'raterDialog.remind.confirm',
  invite: 'raterDialog.invite.confirm',
  remove: 'raterDialog.remove.confirm',
  replace: 'raterDialog.replace.confirm',
} as const;
const TITLE = {
  remind: 'raterDialog.remind.title',
  invite: 'raterDialog.invite.title',
  remove: 'raterDialog.remove.title',
  replace: 'raterDialog.replace.title',
} as const;
const BODY = {
  remind: 'raterDialog.remind.body',
  invite: 'raterDialog.invite.body',
  remove: 'raterDialog.remove.body',
  replace: 'raterDialog.replace.body',
} as const;

/** The question and what it does, naming the rater and the ratee (each in a `<bdi>`). */
function Question({ kind, target }: { kind: RaterActionKind; target: RaterTarget }) {
  const { t } = useTranslation('survey');
  const values = { rater: raterName(target), ratee: target.ratee.name, as: relationshipInSentence(target.relationship) };
  const bdi = { bdi: <bdi /> };
  return (
    <>
      <AlertDialog.Title>
        <Trans t={t} i18nKey={TITLE[kind]} values={values} components={bdi} />
      </AlertDialog.Title>
      <AlertDialog.Description size="2">
        <Trans t={t} i18nKey={BODY[kind]} values={values} components={bdi} />
        {target.external && (kind === 'remind' || kind === 'invite') && ` ${t('raterDialog.newLink')}`}
      </AlertDialog.Description>
    </>
  );
}

/** The dialog of the rater action under way: asks first, keeps a failure until dismissed, offers a retry. */
export function RaterActionDialog({ actor }: { actor: RaterActionsActor }) {
  const status = useSelector(actor, (s) => s.value as RaterActionsStatus);
  const kind = useSelector(actor, (s) => s.context.kind);
  const target = useSelector(actor, (s) => s.context.target);
  const candidates = useSelector(actor, (s) => s.context.candidates);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { t } = useTranslation('survey');
  if (!kind || !target || status === 'idle' || status === 'done') return null;

  const needsChoice = kind === 'replace' && chosen === null;
  const loading = status === 'loadingCandidates';
  // The tree's people of the seat's own relationship first, as the wizard suggests them.
  const fits = (c: Candidate) => target.relationship !== 'other' && c.relationship === target.relationship;
  const suggested = candidates?.filter(fits) ?? [];
  const others = candidates?.filter((c) => !fits(c)) ?? [];
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && actor.send({ type: 'cancel' })}>
      <AlertDialog.Content maxWidth="500px">
        <Question kind={kind} target={target} />
        {kind === 'replace' && (
          <Flex direction="column" gap="1" mt="3">
            <Text as="label" size="2" weight="medium" htmlFor="replacement">
              {t('raterDialog.newRater')}
            </Text>
            {loading ? (
              <Flex gap="2" align="center" role="status">
                <Spinner />
                <Text size="2" color="gray">
                  {t('raterDialog.loading')}
                </Text>
              </Flex>
            ) : (
              <Select.Root
                value={chosen === null ? undefined : String(chosen)}
                onValueChange={(v) => actor.send({ type: 'choose', rater: Number(v) })}
                disabled={busy || !candidates?.length}
              >
                <Select.Trigger id="replacement" placeholder={candidates?.length ? t('raterDialog.choose') : t('raterDialog.nobody')} />
                <Select.Content position="popper">
                  {suggested.length > 0 && (
                    <>
                      <Select.Group>
                        <Select.Label>{t('raterDialog.suggested', { as: relationshipInSentence(target.relationship) })}</Select.Label>
                        {suggested.map((c) => (
                          <Select.Item key={c.id} value={String(c.id)}>
                            <bdi>{c.name}</bdi> · {c.emp_code} · {relationshipLabel(target.relationship)}
                          </Select.Item>
                        ))}
                      </Select.Group>
                      <Select.Separator />
                    </>
                  )}
                  <Select.Group>
                    {suggested.length > 0 && <Select.Label>{t('raterDialog.everyoneElse')}</Select.Label>}
                    {others.map((c) => (
                      <Select.Item key={c.id} value={String(c.id)}>
                        <bdi>{c.name}</bdi> · {c.emp_code}
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
              {t('dialogs.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button
            color={kind === 'remove' ? 'red' : undefined}
            loading={busy && !loading}
            disabled={busy || needsChoice}
            onClick={() => actor.send({ type: error ? 'retry' : 'confirm' })}
          >
            {error ? t('dialogs.tryAgain') : t(CONFIRM[kind])}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
