import { Badge, Flex, IconButton } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import type { Employee } from '../../../schemas/employee';
import { useInvite } from './invite-context';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** Where someone stands: never invited, invited (when), or signing in. */
export function invitationText(e: Pick<Employee, 'status' | 'invited_at'>): string {
  if (e.status === 'active') return 'Active';
  if (e.status === 'not_invited') return 'Not invited';
  return e.invited_at ? `Invited ${day.format(new Date(e.invited_at))}` : 'Invited';
}

/** Never invited and not signing in yet: their mail waits for HR. */
export const notInvited = (e: Pick<Employee, 'status'>) => e.status === 'not_invited';

/** The status cell: a badge, and an Invite (or Invite again) button for whoever has not set a password yet. */
export function InvitationStatus({ employee, text }: { employee: Employee; text: string }) {
  const actions = useInvite();
  const active = employee.status === 'active';
  const color = active ? 'green' : employee.status === 'invited' ? 'amber' : 'gray';
  const hint = active
    ? 'Has set a password and can sign in'
    : employee.invited_at
      ? `Mailed a link to set a password on ${new Date(employee.invited_at).toLocaleString('en-GB')}`
      : 'Has not been mailed yet';
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
          title={employee.invited_at ? 'Send the invitation again' : 'Send the invitation'}
          aria-label={`${employee.invited_at ? 'Invite again' : 'Invite'} ${employee.first_name} ${employee.last_name}`.trim()}
        >
          <EnvelopeClosedIcon />
        </IconButton>
      )}
    </Flex>
  );
}
