import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { AlertDialog, Badge, Button, Flex, Skeleton, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { SignedInSessionsMachine } from '../../../machines/signed-in-sessions.machine';
import { FailureCallout } from '../../components/failure-callout';
import { dateTime, relativeTime } from '../../i18n/format';
import { failureSummary } from '../../lib/error-messages';
import { SIGN_IN_PATH } from '../../lib/config';
import { useSessionActor } from '../../lib/session';
import { liveSignedInSessions } from './account-flows';

export interface SignedInSessionsProps {
  flow?: SignedInSessionsMachine;
  snapshot?: SnapshotFrom<SignedInSessionsMachine>;
}

function EverywhereDialog({ busy, onConfirm, onClose }: { busy: boolean; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation('account');
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{t('sessions.everywhereTitle')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('sessions.everywhereText')}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel disabled={busy}>
            <Button variant="soft" color="gray">
              {t('cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" loading={busy} disabled={busy} onClick={onConfirm}>
            {t('sessions.everywhere')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** Where you are signed in (browser, address, last seen), with sign-out per session and everywhere. */
export function SignedInSessions({ flow = liveSignedInSessions, snapshot }: SignedInSessionsProps) {
  const { t } = useTranslation('account');
  const actor = useActorRef(flow, snapshot ? { snapshot } : undefined);
  const state = useSelector(actor, (s) => s.value as string);
  const sessions = useSelector(actor, (s) => s.context.sessions);
  const ending = useSelector(actor, (s) => s.context.ending);
  const error = useSelector(actor, (s) => s.context.error);
  const session = useSessionActor();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  // This session ended with the others: forget it here and leave.
  useEffect(() => {
    if (state !== 'signedOutEverywhere') return;
    session.send({ type: 'signOut' });
    navigate(SIGN_IN_PATH, { replace: true });
  }, [state, session, navigate]);

  if (state === 'loadFailed' && error) {
    return (
      <FailureCallout
        lines={[t('sessions.loadFailed'), ...failureSummary(error)]}
        action={
          <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'retry' })}>
            {t('sessions.tryAgain')}
          </Button>
        }
      />
    );
  }
  const loading = state === 'loading' && sessions.length === 0;
  return (
    <Flex direction="column" gap="3">
      {state === 'failed' && error && <FailureCallout lines={failureSummary(error)} onDismiss={() => actor.send({ type: 'clearErrors' })} />}
      <Table.Root size="1" aria-label={t('sessions.label')} aria-busy={loading}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('sessions.browser')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('sessions.address')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>{t('sessions.lastSeen')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <VisuallyHidden>{t('sessions.actions')}</VisuallyHidden>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading &&
            [0, 1].map((i) => (
              <Table.Row key={i}>
                {[0, 1, 2, 3].map((c) => (
                  <Table.Cell key={c}>
                    <Skeleton>{t('sessions.loading')}</Skeleton>
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          {sessions.map((s) => (
            <Table.Row key={s.id} align="center">
              <Table.RowHeaderCell>
                <Flex gap="2" align="center" wrap="wrap">
                  {s.browser}
                  {s.current && <Badge color="green">{t('sessions.thisDevice')}</Badge>}
                </Flex>
              </Table.RowHeaderCell>
              <Table.Cell>{s.ip || '—'}</Table.Cell>
              <Table.Cell>
                <Text title={dateTime(s.last_seen_at)}>{relativeTime(s.last_seen_at)}</Text>
              </Table.Cell>
              <Table.Cell justify="end">
                {!s.current && (
                  <Button
                    size="1"
                    variant="soft"
                    color="gray"
                    loading={ending === s.id}
                    disabled={ending !== null}
                    aria-label={t('sessions.signOutOne', { browser: s.browser, when: relativeTime(s.last_seen_at) })}
                    onClick={() => actor.send({ type: 'signOutOne', id: s.id })}
                  >
                    {t('sessions.signOut')}
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Flex justify="end">
        <Button variant="soft" color="red" disabled={loading} onClick={() => setAsking(true)}>
          {t('sessions.everywhere')}
        </Button>
      </Flex>
      {asking && <EverywhereDialog busy={state === 'endingAll'} onConfirm={() => actor.send({ type: 'signOutEverywhere' })} onClose={() => setAsking(false)} />}
    </Flex>
  );
}
