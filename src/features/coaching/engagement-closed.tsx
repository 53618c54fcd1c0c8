import { Callout, Flex } from '@radix-ui/themes';
import { InfoCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import type { ClosedEngagement } from '../../../machines/coaching-engagement.machine';

/** What a coach sees of an engagement closed to them: why, and nothing of the coachee's material. */
export function EngagementClosed({ closed }: { closed: ClosedEngagement | null }) {
  const text = closed?.withdrawn
    ? `${closed.coachee ?? 'Your coachee'} has withdrawn their consent. You no longer see their material.`
    : (closed?.detail ?? 'This coaching is closed to you.');
  return (
    <Callout.Root color="gray" role="alert" size="2">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}

/** An engagement that is not the caller's, or a link that no longer works. */
export function EngagementMissing({ link }: { link: boolean }) {
  return (
    <Flex direction="column">
      <Callout.Root color="amber" role="alert" size="2">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          {link
            ? 'This link is no longer valid. Links stop working when HR sends a new one: use the newest mail, or ask HR to send it again.'
            : 'This coaching does not exist, or it is not yours. Your coaching is listed under My coaching.'}
        </Callout.Text>
      </Callout.Root>
    </Flex>
  );
}
