import { useState } from 'react';
import { Button, Callout, Card, CheckboxGroup, Flex, Heading, Select, Text, TextArea } from '@radix-ui/themes';
import { InfoCircledIcon, PersonIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router-dom';
import type { CoachingAskMachine, CoachingAskSnapshot } from '../../../machines/coaching-ask.machine';
import { LANGUAGE_NAMES, type CoachingLanguage, type CoachProposals } from '../../../schemas/coaching';
import { DoneCard } from '../../components/done-card';
import { EmptyState } from '../../components/empty-state';
import { FailureCallout } from '../../components/failure-callout';
import { LoadFailedCallout } from '../../components/load-failed-callout';
import { LoadingCard } from '../../components/loading-card';
import { PageHeader } from '../../components/page-header';
import { TextLink } from '../../components/text-link';
import { failureSummary } from '../../lib/error-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CoachChoice } from './coach-choice';
import { ConsentChoice, type Granted } from './consent-choice';
import { liveCoachingAsk } from './coaching-flows';
import { engagementPath, MY_COACHING_PATH } from './coaching-paths';
import './coaching.css';

interface AskCoachFlows {
  machine?: CoachingAskMachine;
  snapshot?: CoachingAskSnapshot;
}

/** The ratee's report page, linked by its path (a feature imports no other). */
const reportPath = (survey: number) => `/portrayal/user/my-feedback/${survey}`;
const ANY = 'any';

/** /portrayal/coaching/ask/:survey: a released report's development areas, the coaches who match, the consent, the request. */
export function AskCoachPage({ flows = {} }: { flows?: AskCoachFlows }) {
  const survey = Number(useParams().survey);
  useDocumentTitle('Ask for a coach');
  const valid = Number.isInteger(survey) && survey > 0;
  return (
    <>
      <Flex mb="2">
        <TextLink to={valid ? reportPath(survey) : MY_COACHING_PATH}>{valid ? '← My report' : '← My coaching'}</TextLink>
      </Flex>
      <PageHeader
        title="Ask for a coach"
        description="Choose the development areas you want to work on, a coach who covers them, and what your coach may see."
      />
      {valid ? (
        <AskCoach key={survey} survey={survey} flows={flows} />
      ) : (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>This address names no report.</Callout.Text>
        </Callout.Root>
      )}
    </>
  );
}

function AskCoach({ survey, flows }: { survey: number; flows: AskCoachFlows }) {
  const actor = useActorRef(flows.machine ?? liveCoachingAsk, { input: { survey }, ...(flows.snapshot && { snapshot: flows.snapshot }) });
  const state = useSelector(actor, (s) => s.value as string);
  const proposals = useSelector(actor, (s) => s.context.proposals);
  const error = useSelector(actor, (s) => s.context.error);
  const requested = useSelector(actor, (s) => s.context.requested);
  if (state === 'submitted' && requested) {
    const pending = requested.status === 'pending_approval';
    return (
      <DoneCard
        title={pending ? 'Awaiting HR approval' : 'Coaching requested'}
        actions={
          <Flex gap="4" wrap="wrap" justify="center">
            <TextLink to={engagementPath(requested.id)}>Open your coaching</TextLink>
            <TextLink to={MY_COACHING_PATH}>My coaching</TextLink>
          </Flex>
        }
      >
        {pending
          ? `Your request to ${requested.coach.name} waits for HR’s approval. You will get a mail once it is decided; your coach sees nothing until then.`
          : `${requested.coach.name} is your coach now. Plan your first session on your coaching page.`}
      </DoneCard>
    );
  }
  if (state === 'loadFailed') return <LoadFailedCallout line="The coaches could not be loaded." error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  if (!proposals) return <LoadingCard text="Finding coaches…" />;
  if (proposals.open_engagement !== null)
    return (
      <Callout.Root color="blue" role="status">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          You already have coaching for this report: one at a time. <TextLink to={engagementPath(proposals.open_engagement)}>Open your coaching</TextLink>
        </Callout.Text>
      </Callout.Root>
    );
  return <AskForm survey={survey} proposals={proposals} actor={actor} />;
}

function AskForm({ survey, proposals, actor }: { survey: number; proposals: CoachProposals; actor: ReturnType<typeof useActorRef<CoachingAskMachine>> }) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const submitError = useSelector(actor, (s) => s.context.submitError);
  const filter = useSelector(actor, (s) => s.context.filter);
  const [areas, setAreas] = useState<string[]>(() => proposals.development_areas.map((a) => String(a.id)));
  const [coach, setCoach] = useState<number | null>(null);
  const [scope, setScope] = useState<Granted>('plan_only');
  const [message, setMessage] = useState('');
  const [attempted, setAttempted] = useState(false);
  const language = filter.language ?? null;
  const chosen = proposals.coaches.find((c) => c.coach === coach) ?? null;

  const refilter = (next: { areas?: string[]; language?: CoachingLanguage | null }) => {
    const ids = (next.areas ?? areas).map(Number);
    const lang = next.language === undefined ? language : next.language;
    actor.send({ type: 'filter', competencies: ids, language: lang ?? undefined });
  };
  const problems = [...(areas.length === 0 ? ['Choose at least one development area.'] : []), ...(chosen ? [] : ['Choose a coach.'])];
  const submit = () => {
    setAttempted(true);
    if (problems.length || !chosen) return;
    actor.send({
      type: 'submit',
      request: {
        survey,
        coach: chosen.coach,
        competencies: areas.map(Number),
        language: language ?? chosen.languages[0] ?? 'en',
        scope,
        ...(message.trim() && { message: message.trim() }),
      },
    });
  };

  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4">
            What you want to work on
          </Heading>
          <Flex direction="column" gap="2">
            <Text as="div" size="2" weight="medium" id="ask-areas">
              Development areas from your report
            </Text>
            <CheckboxGroup.Root
              aria-labelledby="ask-areas"
              value={areas}
              onValueChange={(v) => {
                setAreas(v);
                if (v.length) refilter({ areas: v });
              }}
            >
              {proposals.development_areas.map((a) => (
                <CheckboxGroup.Item key={a.id} value={String(a.id)}>
                  {a.title}
                </CheckboxGroup.Item>
              ))}
            </CheckboxGroup.Root>
          </Flex>
          <Flex direction="column" gap="2" maxWidth="320px">
            <Text as="label" size="2" weight="medium" htmlFor="ask-language">
              Language
            </Text>
            <Select.Root value={language ?? ANY} onValueChange={(v) => refilter({ language: v === ANY ? null : (v as CoachingLanguage) })}>
              <Select.Trigger id="ask-language" />
              <Select.Content>
                <Select.Item value={ANY}>Any language</Select.Item>
                {proposals.languages.map((l) => (
                  <Select.Item key={l} value={l}>
                    {LANGUAGE_NAMES[l]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        </Flex>
      </Card>

      <Card size="3" aria-busy={loading}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            Choose a coach
          </Heading>
          {proposals.coaches.length === 0 ? (
            <EmptyState icon={<PersonIcon width="32" height="32" aria-hidden="true" />} title="No coach matches yet">
              No coach with room covers these areas{language ? ` in ${LANGUAGE_NAMES[language]}` : ''}. Try fewer areas or another language, or ask HR: they can
              add coaches to the pool.
            </EmptyState>
          ) : (
            <CoachChoice coaches={proposals.coaches} value={coach} onChange={setCoach} />
          )}
        </Flex>
      </Card>

      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            What your coach sees
          </Heading>
          <Text size="2" color="gray">
            You decide, and you can change it or withdraw it at any time on your coaching page. Your private notes are only ever seen by you and your coach.
          </Text>
          <ConsentChoice value={scope} onChange={setScope} />
        </Flex>
      </Card>

      <Card size="3">
        <Flex direction="column" gap="2">
          <Text as="label" size="2" weight="medium" htmlFor="ask-message">
            A word for your coach (optional)
          </Text>
          <TextArea id="ask-message" maxLength={1000} rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Flex>
      </Card>

      {attempted && problems.length > 0 && <FailureCallout lines={problems} />}
      {submitError && <FailureCallout lines={failureSummary(submitError)} onDismiss={() => actor.send({ type: 'clearErrors' })} />}
      {proposals.requires_approval && (
        <Text size="2" color="gray">
          Your company’s HR approves each request before coaching starts.
        </Text>
      )}
      <Flex justify="end">
        <Button size="3" onClick={submit} loading={busy && !loading} disabled={busy || proposals.coaches.length === 0}>
          Ask for coaching
        </Button>
      </Flex>
    </Flex>
  );
}
