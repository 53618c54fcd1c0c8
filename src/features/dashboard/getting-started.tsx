import { Badge, Button, Card, Flex, Heading, Progress, Link as RadixLink, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CircleIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../../machines/current-user';
import type { GettingStartedMachine, GettingStartedSnapshot } from '../../../machines/getting-started.machine';
import type { ChecklistStep } from '../../../schemas/getting-started';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { liveGettingStarted } from './getting-started-flows';
import { CHECKLIST_COPY, progressText } from './getting-started-steps';

export interface GettingStartedFlows {
  machine?: GettingStartedMachine;
  snapshot?: GettingStartedSnapshot;
}

/** The steps need people, competencies and surveys: only someone who may do all three is shown them. */
export const mayGetStarted = (user: CurrentUser) => user.company !== null && user.permissions.workforce && user.permissions.master && user.permissions.survey;

function Step({ step, first }: { step: ChecklistStep; first: boolean }) {
  const copy = CHECKLIST_COPY[step.key];
  return (
    <Flex asChild gap="3" align="start" justify="between" wrap="wrap">
      <li data-done={step.done ? '' : undefined}>
        <Flex gap="2" align="start" minWidth="0" style={{ flex: '1 1 240px' }}>
          <Text color={step.done ? 'green' : 'gray'} className="dashboard-activity-icon">
            {step.done ? <CheckCircledIcon width="18" height="18" aria-hidden="true" /> : <CircleIcon width="18" height="18" aria-hidden="true" />}
          </Text>
          <Flex direction="column" gap="1" minWidth="0">
            <Text size="2" weight="medium">
              {copy.title}
              <Text as="span" className="visually-hidden">
                {step.done ? ' (done)' : ' (to do)'}
              </Text>
            </Text>
            <Text size="1" color="gray">
              {copy.detail}
            </Text>
            {copy.first && !step.done && (
              <Text size="1" color="gray">
                {copy.first.before}{' '}
                <RadixLink asChild size="1" underline="always">
                  <Link to={copy.first.to}>{copy.first.link}</Link>
                </RadixLink>
                {copy.first.after}
              </Text>
            )}
          </Flex>
        </Flex>
        {step.done ? (
          <Badge color="green" variant="soft">
            Done
          </Badge>
        ) : (
          <Button asChild size="1" variant={first ? 'solid' : 'soft'}>
            <Link to={copy.to}>{copy.action}</Link>
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
  const actor = useActorRef(flows.machine ?? liveGettingStarted, { snapshot: flows.snapshot });
  const checklist = useSelector(actor, (s) => s.context.checklist);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // A checklist that cannot load is no reason to bother anyone on their dashboard.
  if (!checklist || checklist.dismissed_at !== null) return null;
  const done = checklist.steps.filter((s) => s.done).length;
  if (done === checklist.steps.length) return null;
  const next = checklist.steps.find((s) => !s.done)?.key;
  return (
    <Card size="3" asChild>
      <section aria-labelledby="getting-started-heading">
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="2">
          <Heading as="h2" size="4" id="getting-started-heading">
            Get started
          </Heading>
          <Button size="1" variant="ghost" color="gray" onClick={() => actor.send({ type: 'dismiss' })} loading={busy}>
            Dismiss
          </Button>
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          Four steps to your first 360° feedback. Each is ticked once it is done.
        </Text>
        <Flex align="center" gap="3" mb="4">
          <Progress
            value={(done / checklist.steps.length) * 100}
            aria-label="Getting started"
            aria-valuetext={progressText(done, checklist.steps.length)}
            style={{ flex: 1 }}
          />
          <Text size="2" weight="medium">
            {progressText(done, checklist.steps.length)}
          </Text>
        </Flex>
        {error && (
          <FailureCallout lines={['The checklist could not be dismissed.', ...failureSummary(error)]} onDismiss={() => actor.send({ type: 'clearErrors' })} />
        )}
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
