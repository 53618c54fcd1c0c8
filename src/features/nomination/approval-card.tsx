import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { approvalProblems, keyOf, type NominationApprovalActor } from '../../../machines/nomination-approval.machine';
import { RELATIONSHIP_LABEL, STATUS_LOOK } from '../../../machines/nomination/nomination-words';
import { included, type NomineeRow } from '../../../machines/nomination/nominee-rows';
import type { Nomination } from '../../../schemas/nomination';
import { AddAsButtons, ColleagueSearch } from './colleague-search';
import { LimitBadges } from './limit-badges';
import type { ColleagueSearchMachine } from './nomination-flows';
import { SendBackDialog } from './send-back-dialog';
import { fullDay, plural } from '../../lib/english-format';

interface ApprovalCardProps {
  nomination: Nomination;
  rows: NomineeRow[];
  actor: NominationApprovalActor;
  busy: boolean;
  search?: ColleagueSearchMachine;
}

function Decided({ nomination }: { nomination: Nomination }) {
  if (nomination.status === 'approved') return <Text size="2" color="gray">Approved on {fullDay(nomination.decided_at)}: these colleagues are invited.</Text>;
  if (nomination.status === 'returned') return <Text size="2" color="gray">Sent back on {fullDay(nomination.decided_at)} with your note: “{nomination.note}”</Text>;
  if (nomination.status === 'open') return <Text size="2" color="gray">{nomination.ratee.name} has not sent a list yet; as HR you may set it for them.</Text>;
  return <Text size="2" color="gray">Sent on {fullDay(nomination.submitted_at)}. Uncheck anyone who should not rate, or put someone else in their place.</Text>;
}

/** One ratee's proposed raters: check, replace, then approve or send back. */
export function ApprovalCard({ nomination, rows, actor, busy, search }: ApprovalCardProps) {
  const key = keyOf(nomination);
  const [replacing, setReplacing] = useState<number | null>(null);
  const pending = nomination.status !== 'approved';
  const look = STATUS_LOOK[nomination.status];
  const problems = approvalProblems(actor.getSnapshot().context, key);
  const count = included(rows).length;
  const headingId = `approval-${key.replace(':', '-')}`;
  const replaced = rows.find((r) => r.rater.id === replacing);
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="5" id={headingId}>{nomination.ratee.name}</Heading>
              <Text size="2">{nomination.survey.title}</Text>
              <Decided nomination={nomination} />
            </Flex>
            <Badge size="2" variant="soft" color={look.color}>{look.label}</Badge>
          </Flex>
          <LimitBadges nominees={included(rows)} limits={nomination.survey.rater_limits} />
          <ul className="nomination-list" aria-label={`Raters proposed by ${nomination.ratee.name}`}>
            {rows.map((r) => (
              <li key={r.rater.id}>
                <Flex justify="between" align="center" gap="2" wrap="wrap">
                  <Text as="label" size="2">
                    <Flex gap="2" align="center">
                      <Checkbox checked={r.included} disabled={!pending || busy}
                        onCheckedChange={() => actor.send({ type: 'toggle', key, raterId: r.rater.id })} />
                      {r.rater.name} <Text color="gray">· {RELATIONSHIP_LABEL[r.relationship]}</Text>
                    </Flex>
                  </Text>
                  {pending && (
                    <Button size="1" variant="ghost" disabled={busy} aria-label={`Replace ${r.rater.name}`}
                      onClick={() => setReplacing(replacing === r.rater.id ? null : r.rater.id)}>
                      {replacing === r.rater.id ? 'Cancel' : 'Replace'}
                    </Button>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
          {replaced && (
            <Card variant="surface">
              <Flex direction="column" gap="2">
                <Text size="2" weight="medium">Who rates instead of {replaced.rater.name}?</Text>
                <ColleagueSearch scope={{ survey: nomination.survey.id, ratee: nomination.ratee.id }} machine={search}
                  label={`Search a colleague instead of ${replaced.rater.name}`}
                  actions={(person) => (
                    <Button size="1" variant="soft" disabled={busy || rows.some((x) => x.rater.id === person.id)}
                      aria-label={`Put ${person.name} instead`}
                      onClick={() => { actor.send({ type: 'replace', key, raterId: replaced.rater.id, by: person }); setReplacing(null); }}>
                      Put instead
                    </Button>
                  )} />
              </Flex>
            </Card>
          )}
          {pending && !replaced && (
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium">Add someone</Text>
              <ColleagueSearch scope={{ survey: nomination.survey.id, ratee: nomination.ratee.id }} machine={search}
                label={`Search a colleague to add for ${nomination.ratee.name}`}
                actions={(person) => (
                  <AddAsButtons person={person} rateeId={nomination.ratee.id} busy={busy}
                    onAdd={(who, relationship) => actor.send({ type: 'add', key, person: who, relationship })} />
                )} />
            </Flex>
          )}
          {pending && (
            <Flex direction="column" gap="2">
              {problems.map((p) => <Text key={p} size="2" color="amber">{p}</Text>)}
              <Flex gap="2" justify="end" wrap="wrap">
                {nomination.status === 'submitted' && (
                  <SendBackDialog rateeName={nomination.ratee.name} busy={busy} onSend={(note) => actor.send({ type: 'sendBack', key, note })} />
                )}
                <Button disabled={busy || problems.length > 0} onClick={() => actor.send({ type: 'approve', key })}>
                  Approve {plural(count, 'rater')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}
