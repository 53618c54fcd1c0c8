import type { ReactNode } from 'react';
import { Badge, Button, Card, Flex, Heading, Progress, Link as RadixLink, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CircleIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../i18n/rich-text';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../../machines/current-user';
import type { GettingStartedMachine, GettingStartedSnapshot } from '../../../machines/getting-started.machine';
import type { ChecklistStep } from '../../../schemas/getting-started';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { liveGettingStarted } from './getting-started-flows';
import { CHECKLIST_LINKS } from './getting-started-steps';

export interface GettingStartedFlows {
  machine?: GettingStartedMachine;
  snapshot?: GettingStartedSnapshot;
}

/** The steps need people, competencies and surveys: only someone who may do all three is shown them. */
export const mayGetStarted = (user: CurrentUser) => user.company !== null && user.permissions.workforce && user.permissions.master && user.permissions.survey;

/** A link inside a step's sentence: the catalogue's `<link>` gives its words. */
function InlineLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <RadixLink asChild size="1" underline="always">
      <Link to={to}>{children}</Link>
    </RadixLink>
  );
}

function Step({ step, first }: { step: ChecklistStep; first: boolean }) {
  const { t } = useTranslation('dashboard');
  const links = CHECKLIST_LINKS[step.key];
  return (
    <Flex asChild gap="3" align="start" justify="between" wrap="wrap">
      <li data-done={step.done ? '' : undefined}>
        <Flex gap="2" align="start" minWidth="0" style={{ flex: '1 1 240px' }}>
          <Text color={step.done ? 'green' : 'gray'} className="dashboard-activity-icon">
            {step.done ? <CheckCircledIcon width="18" height="18" aria-hidden="true" /> : <CircleIcon width="18" height="18" aria-hidden="true" />}
          </Text>
          <Flex direction="column" gap="1" minWidth="0">
            <Text size="2" weight="medium">
              {t(`checklist.steps.${step.key}.title`)}
              <Text as="span" className="visually-hidden">
                {step.done ? t('checklist.doneMark') : t('checklist.toDoMark')}
              </Text>
            </Text>
            <Text size="1" color="gray">
              {t(`checklist.steps.${step.key}.detail`)}
            </Text>
            {links.first && !step.done && (
              <Text size="1" color="gray">
                <RichText text={t('checklist.steps.people.first')} components={{ link: <InlineLink to={links.first.to} /> }} />
              </Text>
            )}
          </Flex>
        </Flex>
        {step.done ? (
          <Badge color="green" variant="soft">
            {t('checklist.done')}
          </Badge>
        ) : (
          <Button asChild size="1" variant={first ? 'solid' : 'soft'}>
            <Link to={links.to}>{t(`checklist.steps.${step.key}.action`)}</Link>
          </Button>
        )}
      </li>
    </Flex>
  );
}

/**
 * A new company's first steps, each done when its data exists (the server looks), with the
 * screen that does it. Gone once every step is done or someone dismissed it.
 */
export function GettingStarted({ flows = {} }: { flows?: GettingStartedFlows }) {
  const { t } = useTranslation('dashboard');
  const actor = useActorRef(flows.machine ?? liveGettingStarted, { snapshot: flows.snapshot });
  const checklist = useSelector(actor, (s) => s.context.checklist);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // A checklist that cannot load is no reason to bother anyone on their dashboard.
  if (!checklist || checklist.dismissed_at !== null) return null;
  const done = checklist.steps.filter((s) => s.done).length;
  if (done === checklist.steps.length) return null;
  const next = checklist.steps.find((s) => !s.done)?.key;
  const progress = t('checklist.progress', { done, of: checklist.steps.length });
  return (
    <Card size="3" asChild>
      <section aria-labelledby="getting-started-heading">
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="2">
          <Heading as="h2" size="4" id="getting-started-heading">
            {t('checklist.heading')}
          </Heading>
          <Button size="1" variant="ghost" color="gray" onClick={() => actor.send({ type: 'dismiss' })} loading={busy}>
            {t('checklist.dismiss')}
          </Button>
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          {t('checklist.intro')}
        </Text>
        <Flex align="center" gap="3" mb="4">
          <Progress value={(done / checklist.steps.length) * 100} aria-label={t('checklist.progressLabel')} aria-valuetext={progress} style={{ flex: 1 }} />
          <Text size="2" weight="medium">
            {progress}
          </Text>
        </Flex>
        {error && <FailureCallout lines={[t('checklist.dismissFailed'), ...failureSummary(error)]} onDismiss={() => actor.send({ type: 'clearErrors' })} />}
        <Flex asChild direction="column" gap="3" p="0" m="0" mt="3">
          <ol className="dashboard-list">
            {checklist.steps.map((step) => (
              <Step key={step.key} step={step} first={step.key === next} />
            ))}
          </ol>
        </Flex>
      </section>
    </Card>
  );
}
