import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import { approvalProblems, approvalShortfall, keyOf, type NominationApprovalActor } from '../../../../machines/nomination-approval.machine';
import { included, type NomineeRow } from '../../../../machines/nomination/nominee-rows';
import { heldLimits, type Nomination } from '../../../../schemas/nomination';
import { BelowMinimumReason } from './below-minimum-reason';
import { AddBySearch, ColleagueSearch } from './colleague-search';
import { LimitBadges } from './limit-badges';
import type { ColleagueSearchMachine, TreeSuggestionsMachine } from './nomination-flows';
import { NominationSection, ProblemLines } from './nomination-section';
import { SendBackDialog } from './send-back-dialog';
import { RaterName } from './suggested-rater';
import { TreeSuggestions } from './tree-suggestions';
import { treeText } from './nomination-words';
import { fullDay } from '../../../i18n/format';

interface ApprovalCardProps {
  nomination: Nomination;
  rows: NomineeRow[];
  actor: NominationApprovalActor;
  busy: boolean;
  search?: ColleagueSearchMachine;
  suggestions?: TreeSuggestionsMachine;
}

function Decided({ nomination }: { nomination: Nomination }) {
  const { t } = useTranslation('survey');
  const bdi = { bdi: <bdi /> };
  if (nomination.status === 'approved') {
    return (
      <Text size="2" color="gray">
        {t('nomination.approval.approved', { day: fullDay(nomination.decided_at) })}
        {nomination.below_minimum_reason && (
          <>
            {' '}
            <Trans t={t} i18nKey="nomination.approval.fewerBecause" values={{ reason: nomination.below_minimum_reason }} components={bdi} />
          </>
        )}
      </Text>
    );
  }
  if (nomination.status === 'returned')
    return (
      <Text size="2" color="gray">
        <Trans t={t} i18nKey="nomination.approval.returned" values={{ day: fullDay(nomination.decided_at), note: nomination.note }} components={bdi} />
      </Text>
    );
  if (nomination.status === 'open')
    return (
      <Text size="2" color="gray">
        <Trans t={t} i18nKey="nomination.approval.open" values={{ name: nomination.ratee.name }} components={bdi} />
      </Text>
    );
  return (
    <Text size="2" color="gray">
      {t('nomination.approval.submitted', { day: fullDay(nomination.submitted_at) })}
    </Text>
  );
}

const sameLines = (a: string[], b: string[]) => a.length === b.length && a.every((line, i) => line === b[i]);

/** One ratee's proposed raters: check, replace, then approve or send back. */
export function ApprovalCard({ nomination, rows, actor, busy, search, suggestions }: ApprovalCardProps) {
  const { t } = useTranslation('survey');
  const key = keyOf(nomination);
  const [replacing, setReplacing] = useState<number | null>(null);
  const pending = nomination.status !== 'approved';
  const problems = useSelector(actor, (s) => approvalProblems(s.context, key), sameLines);
  const shortfall = useSelector(actor, (s) => approvalShortfall(s.context, key), sameLines);
  const reason = useSelector(actor, (s) => s.context.reasons[key] ?? '');
  const count = included(rows).length;
  const headingId = `approval-${key.replace(':', '-')}`;
  const replaced = rows.find((r) => r.rater.id === replacing);
  return (
    <NominationSection
      headingId={headingId}
      title={nomination.ratee.name}
      status={nomination.status}
      details={
        <>
          <Text size="2" dir="auto">
            {nomination.survey.title}
          </Text>
          <Decided nomination={nomination} />
        </>
      }
    >
      <Flex direction="column" gap="2">
        <LimitBadges nominees={included(rows)} limits={nomination.survey.rater_limits} held={heldLimits(nomination)} />
        <Text size="2" color="gray">
          <Trans
            t={t}
            i18nKey="nomination.approval.tree"
            values={{ name: nomination.ratee.name, tree: treeText(nomination.tree) }}
            components={{ bdi: <bdi /> }}
          />
        </Text>
      </Flex>
      <ul className="nomination-list" aria-label={t('nomination.approval.proposedBy', { name: nomination.ratee.name })}>
        {rows.map((r) => (
          <li key={r.rater.id}>
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox checked={r.included} disabled={!pending || busy} onCheckedChange={() => actor.send({ type: 'toggle', key, raterId: r.rater.id })} />
                  <RaterName name={r.rater.name} relationship={r.relationship} />
                </Flex>
              </Text>
              {pending && (
                <Button
                  size="1"
                  variant="ghost"
                  disabled={busy}
                  aria-label={t('nomination.approval.replaceName', { name: r.rater.name })}
                  onClick={() => setReplacing(replacing === r.rater.id ? null : r.rater.id)}
                >
                  {replacing === r.rater.id ? t('nomination.cancel') : t('nomination.approval.replace')}
                </Button>
              )}
            </Flex>
          </li>
        ))}
      </ul>
      {replaced && (
        <Card variant="surface">
          <Flex direction="column" gap="2">
            <Text size="2" weight="medium">
              <Trans t={t} i18nKey="nomination.approval.insteadOf" values={{ name: replaced.rater.name }} components={{ bdi: <bdi /> }} />
            </Text>
            <ColleagueSearch
              scope={{ survey: nomination.survey.id, ratee: nomination.ratee.id }}
              machine={search}
              label={t('nomination.approval.searchInstead', { name: replaced.rater.name })}
              actions={(person) => (
                <Button
                  size="1"
                  variant="soft"
                  disabled={busy || rows.some((x) => x.rater.id === person.id)}
                  aria-label={t('nomination.approval.putNameInstead', { name: person.name })}
                  onClick={() => {
                    actor.send({ type: 'replace', key, raterId: replaced.rater.id, by: person });
                    setReplacing(null);
                  }}
                >
                  {t('nomination.approval.putInstead')}
                </Button>
              )}
            />
          </Flex>
        </Card>
      )}
      {pending && !replaced && (
        <TreeSuggestions
          scope={{ survey: nomination.survey.id, ratee: nomination.ratee.id }}
          rateeName={nomination.ratee.name}
          listed={new Set(rows.map((r) => r.rater.id))}
          busy={busy}
          machine={suggestions}
          onAdd={(person, relationship) => actor.send({ type: 'add', key, person, relationship })}
        />
      )}
      {pending && !replaced && (
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium">
            {t('nomination.approval.addSomeone')}
          </Text>
          <AddBySearch
            scope={{ survey: nomination.survey.id, ratee: nomination.ratee.id }}
            machine={search}
            label={t('nomination.approval.searchToAdd', { name: nomination.ratee.name })}
            rateeId={nomination.ratee.id}
            busy={busy}
            onAdd={(person, relationship) => actor.send({ type: 'add', key, person, relationship })}
          />
        </Flex>
      )}
      {pending && (
        <Flex direction="column" gap="2">
          <ProblemLines problems={problems} />
          {shortfall.length > 0 && (
            <BelowMinimumReason id={`reason-${headingId}`} value={reason} busy={busy} onChange={(text) => actor.send({ type: 'reason', key, text })} />
          )}
          <Flex gap="2" justify="end" wrap="wrap">
            {nomination.status === 'submitted' && (
              <SendBackDialog rateeName={nomination.ratee.name} busy={busy} onSend={(note) => actor.send({ type: 'sendBack', key, note })} />
            )}
            <Button disabled={busy || problems.length > 0} onClick={() => actor.send({ type: 'approve', key })}>
              {t('nomination.approval.approve', { count })}
            </Button>
          </Flex>
        </Flex>
      )}
    </NominationSection>
  );
}
