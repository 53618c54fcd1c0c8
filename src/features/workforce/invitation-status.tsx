import { Badge, Flex, IconButton } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../schemas/employee';
import { i18n } from '../../i18n';
import { useInvite } from './invite-context';

// English keeps its British day-month order ("3 Mar"); other languages their own.
const locale = () => (i18n.language === 'en' ? 'en-GB' : i18n.language);
const days = new Map<string, Intl.DateTimeFormat>();
function day(iso: string): string {
  const language = locale();
  let format = days.get(language);
  if (!format) days.set(language, (format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' })));
  return format.format(new Date(iso));
}

/** Where someone stands: never invited, invited (when), or signing in. */
export function invitationText(e: Pick<Employee, 'status' | 'invited_at'>): string {
  if (e.status === 'active') return i18n.t('workforce:status.active');
  if (e.status === 'not_invited') return i18n.t('workforce:status.not_invited');
  return e.invited_at ? i18n.t('workforce:status.invitedOn', { day: day(e.invited_at) }) : i18n.t('workforce:status.invited');
}

/** Never invited and not signing in yet: their mail waits for HR. */
export const notInvited = (e: Pick<Employee, 'status'>) => e.status === 'not_invited';

/** The status cell: a badge, and an Invite (or Invite again) button for whoever has not set a password yet. */
export function InvitationStatus({ employee, text }: { employee: Employee; text: string }) {
  const { t } = useTranslation('workforce');
  const actions = useInvite();
  const active = employee.status === 'active';
  const color = active ? 'green' : employee.status === 'invited' ? 'amber' : 'gray';
  const hint = active
    ? t('status.activeHint')
    : employee.invited_at
      ? t('status.invitedHint', { at: new Date(employee.invited_at).toLocaleString(locale()) })
      : t('status.notInvitedHint');
  const name = `${employee.first_name} ${employee.last_name}`.trim();
  return (
    <Flex gap="2" align="center" minWidth="0">
      <Badge color={color} variant="soft" title={hint}>
        {text}
      </Badge>
      {!active && actions && (
        <IconButton
          size="1"
          variant="ghost"
          disabled={actions.busy}
          onClick={() => actions.invite(employee)}
          title={employee.invited_at ? t('status.sendAgain') : t('status.send')}
          aria-label={(employee.invited_at ? t('status.inviteAgainName', { name }) : t('status.inviteName', { name })).trim()}
        >
          <EnvelopeClosedIcon />
        </IconButton>
      )}
    </Flex>
  );
}
