import { useState } from 'react';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { SESSION_MINUTES, type CoachingSession, type SessionInput } from '../../../schemas/coaching';
import { SchemaForm } from '../../components/form';
import { dateTime } from '../../i18n/format';
import { sessionSchema, sessionUi } from './coaching-ui';
import { ConfirmButton } from './confirm-button';
import { EngagementSection } from './engagement-section';

interface SessionsPanelProps {
  sessions: CoachingSession[];
  /** Sessions can be planned while the engagement is active. */
  open: boolean;
  busy: boolean;
  /** The refused schedule (`null`) or reschedule (the session's id), with why. */
  refused: { session: number | null; error: Failure } | null;
  onSchedule(session: SessionInput): void;
  onReschedule(id: number, session: SessionInput): void;
  onCancel(id: number): void;
  onDownload(id: number): void;
  onDismiss(): void;
}

/** Local time for the datetime-local field rjsf renders for `date-time`, from the stored instant. */
const asInput = (s: CoachingSession): Partial<SessionInput> => ({ starts_at: s.starts_at, minutes: s.minutes, location: s.location || undefined });

function SessionRow({ session, ...props }: Omit<SessionsPanelProps, 'sessions' | 'onSchedule'> & { session: CoachingSession }) {
  const { t } = useTranslation('coaching');
  const [editing, setEditing] = useState(false);
  const scheduled = session.status === 'scheduled';
  const refused = props.refused?.session === session.id ? props.refused.error : null;
  return (
    <li className="coaching-session">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text weight="medium" className={scheduled ? undefined : 'coaching-struck'}>
            {t('sessions.when', { when: dateTime(session.starts_at), count: session.minutes })}
          </Text>
          {session.location && (
            <Text size="2" color="gray" className="coaching-wrap" dir="auto">
              {session.location}
            </Text>
          )}
        </Flex>
        {scheduled ? (
          <Flex gap="2" wrap="wrap" className="coaching-no-print">
            <Button
              size="1"
              variant="soft"
              onClick={() => props.onDownload(session.id)}
              aria-label={t('sessions.downloadLabel', { when: dateTime(session.starts_at) })}
            >
              {t('sessions.download')}
            </Button>
            {props.open && (
              <>
                <Button size="1" variant="soft" color="gray" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
                  {t('sessions.reschedule')}
                </Button>
                <ConfirmButton
                  label={t('sessions.cancel')}
                  title={t('sessions.cancelTitle')}
                  confirm={t('sessions.cancel')}
                  cancel={t('sessions.keep')}
                  size="1"
                  busy={props.busy}
                  onConfirm={() => props.onCancel(session.id)}
                >
                  {t('sessions.cancelText', { when: dateTime(session.starts_at) })}
                </ConfirmButton>
              </>
            )}
          </Flex>
        ) : (
          <Badge color="gray">{t('sessions.cancelled')}</Badge>
        )}
      </Flex>
      {editing && (
        <SchemaForm<SessionInput>
          idPrefix={`reschedule-${session.id}`}
          schema={sessionSchema}
          uiSchema={sessionUi}
          formData={asInput(session)}
          busy={props.busy}
          serverErrors={refused}
          onDismissErrors={props.onDismiss}
          submitText={t('sessions.saveTime')}
          onSubmit={(input) => {
            props.onReschedule(session.id, input);
            setEditing(false);
          }}
        />
      )}
    </li>
  );
}

/** The engagement's sessions, soonest first, and the form that plans the next. */
export function SessionsPanel(props: SessionsPanelProps) {
  const { t } = useTranslation('coaching');
  const sorted = [...props.sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const refusedNew = props.refused?.session === null ? props.refused.error : null;
  return (
    <EngagementSection title={t('sessions.title')} description={t('sessions.description')}>
      {sorted.length === 0 ? (
        <Text size="2" color="gray">
          {t('sessions.empty')}
        </Text>
      ) : (
        <ul className="coaching-list" aria-label={t('sessions.label')}>
          {sorted.map((s) => (
            <SessionRow key={s.id} session={s} {...props} />
          ))}
        </ul>
      )}
      {props.open && (
        <Flex direction="column" className="coaching-no-print">
          <Text size="3" weight="bold" as="div">
            {t('sessions.schedule')}
          </Text>
          <SchemaForm<SessionInput>
            key={props.sessions.length}
            idPrefix="schedule"
            schema={sessionSchema}
            uiSchema={sessionUi}
            formData={{ minutes: SESSION_MINUTES.default }}
            busy={props.busy}
            serverErrors={refusedNew}
            onDismissErrors={props.onDismiss}
            submitText={t('sessions.submit')}
            onSubmit={props.onSchedule}
          />
        </Flex>
      )}
    </EngagementSection>
  );
}
