import { useState } from 'react';
import { Button, Callout, Card, CheckboxGroup, Flex, Heading, Select, Text, TextArea } from '@radix-ui/themes';
import { InfoCircledIcon, PersonIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CoachingAskMachine, CoachingAskSnapshot } from '../../../machines/coaching-ask.machine';
import type { CoachingLanguage, CoachProposals } from '../../../schemas/coaching';
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
  const { t } = useTranslation('coaching');
  const survey = Number(useParams().survey);
  useDocumentTitle(t('ask.title'));
  const valid = Number.isInteger(survey) && survey > 0;
  return (
    <>
      <Flex mb="2">
        <TextLink to={valid ? reportPath(survey) : MY_COACHING_PATH}>{valid ? t('ask.backToReport') : t('ask.backToMine')}</TextLink>
      </Flex>
      <PageHeader title={t('ask.title')} description={t('ask.description')} />
      {valid ? (
        <AskCoach key={survey} survey={survey} flows={flows} />
      ) : (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{t('ask.noReport')}</Callout.Text>
        </Callout.Root>
      )}
    </>
  );
}

function AskCoach({ survey, flows }: { survey: number; flows: AskCoachFlows }) {
  const { t } = useTranslation('coaching');
  const actor = useActorRef(flows.machine ?? liveCoachingAsk, { input: { survey }, ...(flows.snapshot && { snapshot: flows.snapshot }) });
  const state = useSelector(actor, (s) => s.value as string);
  const proposals = useSelector(actor, (s) => s.context.proposals);
  const error = useSelector(actor, (s) => s.context.error);
  const requested = useSelector(actor, (s) => s.context.requested);
  if (state === 'submitted' && requested) {
    const pending = requested.status === 'pending_approval';
    return (
      <DoneCard
        title={pending ? t('ask.awaiting') : t('ask.requested')}
        actions={
          <Flex gap="4" wrap="wrap" justify="center">
            <TextLink to={engagementPath(requested.id)}>{t('ask.openCoaching')}</TextLink>
            <TextLink to={MY_COACHING_PATH}>{t('ask.myCoaching')}</TextLink>
          </Flex>
        }
      >
        <Trans t={t} i18nKey={pending ? 'ask.pendingText' : 'ask.activeText'} values={{ coach: requested.coach.name }} components={{ bdi: <bdi /> }} />
      </DoneCard>
    );
  }
  if (state === 'loadFailed') return <LoadFailedCallout line={t('ask.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  if (!proposals) return <LoadingCard text={t('ask.loading')} />;
  if (proposals.open_engagement !== null)
    return (
      <Callout.Root color="blue" role="status">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          {t('ask.alreadyOpen')} <TextLink to={engagementPath(proposals.open_engagement)}>{t('ask.openCoaching')}</TextLink>
        </Callout.Text>
      </Callout.Root>
    );
  return <AskForm survey={survey} proposals={proposals} actor={actor} />;
}

function AskForm({ survey, proposals, actor }: { survey: number; proposals: CoachProposals; actor: ReturnType<typeof useActorRef<CoachingAskMachine>> }) {
  const { t } = useTranslation('coaching');
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
  const problems = [...(areas.length === 0 ? [t('ask.needArea')] : []), ...(chosen ? [] : [t('ask.needCoach')])];
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
            {t('ask.workOn')}
          </Heading>
          <Flex direction="column" gap="2">
            <Text as="div" size="2" weight="medium" id="ask-areas">
              {t('ask.areas')}
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
                <CheckboxGroup.Item key={a.id} value={String(a.id)} dir="auto">
                  {a.title}
                </CheckboxGroup.Item>
              ))}
            </CheckboxGroup.Root>
          </Flex>
          <Flex direction="column" gap="2" maxWidth="320px">
            <Text as="label" size="2" weight="medium" htmlFor="ask-language">
              {t('ask.language')}
            </Text>
            <Select.Root value={language ?? ANY} onValueChange={(v) => refilter({ language: v === ANY ? null : (v as CoachingLanguage) })}>
              <Select.Trigger id="ask-language" />
              <Select.Content>
                <Select.Item value={ANY}>{t('ask.anyLanguage')}</Select.Item>
                {proposals.languages.map((l) => (
                  <Select.Item key={l} value={l}>
                    {t(`languages.${l}`)}
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
            {t('ask.chooseCoach')}
          </Heading>
          {proposals.coaches.length === 0 ? (
            <EmptyState icon={<PersonIcon width="32" height="32" aria-hidden="true" />} title={t('ask.noCoach')}>
              {language ? t('ask.noCoachHintIn', { language: t(`languages.${language}`) }) : t('ask.noCoachHint')}
            </EmptyState>
          ) : (
            <CoachChoice coaches={proposals.coaches} value={coach} onChange={setCoach} />
          )}
        </Flex>
      </Card>

      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {t('ask.sees')}
          </Heading>
          <Text size="2" color="gray">
            {t('ask.seesHint')}
          </Text>
          <ConsentChoice value={scope} onChange={setScope} />
        </Flex>
      </Card>

      <Card size="3">
        <Flex direction="column" gap="2">
          <Text as="label" size="2" weight="medium" htmlFor="ask-message">
            {t('ask.message')}
          </Text>
          <TextArea id="ask-message" maxLength={1000} rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Flex>
      </Card>

      {attempted && problems.length > 0 && <FailureCallout lines={problems} />}
      {submitError && <FailureCallout lines={failureSummary(submitError)} onDismiss={() => actor.send({ type: 'clearErrors' })} />}
      {proposals.requires_approval && (
        <Text size="2" color="gray">
          {t('ask.approvalNote')}
        </Text>
      )}
      <Flex justify="end">
        <Button size="3" onClick={submit} loading={busy && !loading} disabled={busy || proposals.coaches.length === 0}>
          {t('ask.submit')}
        </Button>
      </Flex>
    </Flex>
  );
}
