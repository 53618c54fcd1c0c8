import { Callout, Flex } from '@radix-ui/themes';
import { InfoCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ClosedEngagement } from '../../../machines/coaching-engagement.machine';

/** What a coach sees of an engagement closed to them: why, and nothing of the coachee's material. */
export function EngagementClosed({ closed }: { closed: ClosedEngagement | null }) {
  const { t } = useTranslation('coaching');
  const text = closed?.withdrawn ? t('closed.withdrawn', { coachee: closed.coachee ?? t('closed.yourCoachee') }) : (closed?.detail ?? t('closed.closed'));
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
  const { t } = useTranslation('coaching');
  return (
    <Flex direction="column">
      <Callout.Root color="amber" role="alert" size="2">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>{link ? t('closed.linkInvalid') : t('closed.notYours')}</Callout.Text>
      </Callout.Root>
    </Flex>
  );
}
