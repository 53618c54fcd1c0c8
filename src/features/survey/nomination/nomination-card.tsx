import { Button, Callout, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { ChatBubbleIcon, Cross2Icon } from '@radix-ui/react-icons';
import type { NominationActor } from '../../../../machines/nomination.machine';
import { editable, problemsOf } from '../../../../machines/nomination.machine';
import { treeLowered, treeText } from '../../../../machines/nomination/nomination-words';
import type { NomineeRow } from '../../../../machines/nomination/nominee-rows';
import { heldLimits, type MyNomination } from '../../../../schemas/nomination';
import { AddBySearch } from './colleague-search';
import { LimitBadges } from './limit-badges';
import type { ColleagueSearchMachine } from './nomination-flows';
import { NominationSection, ProblemLines } from './nomination-section';
import { RaterName, SuggestedRater } from './suggested-rater';
import { fullDay } from '../../../lib/english-format';

interface NominationCardProps {
  nomination: MyNomination;
  rows: NomineeRow[];
  actor: NominationActor;
  busy: boolean;
  search?: ColleagueSearchMachine;
}

const approver = (n: MyNomination) => (n.survey.rater_selection === 'manager_approves' ? 'your manager' : 'HR');

function StatusLine({ nomination }: { nomination: MyNomination }) {
  const deadline = nomination.survey.nomination_deadline;
  switch (nomination.status) {
    case 'submitted':
      return (
        <Text color="gray" size="2">
          Sent on {fullDay(nomination.submitted_at)}: {approver(nomination)} checks your list before anyone is asked.
        </Text>
      );
    case 'approved':
      return (
        <Text color="gray" size="2">
          Approved on {fullDay(nomination.decided_at)}: these colleagues are asked for feedback on you.
        </Text>
      );
    default:
      return (
        <Text color="gray" size="2">
          Choose who gives you feedback{deadline ? ` and send your list by ${fullDay(deadline)}` : ''}; {approver(nomination)} approves it.
        </Text>
      );
  }
}

/** One survey in which the ratee chooses their raters: their list, suggestions, search, and sending. */
export function NominationCard({ nomination, rows, actor, busy, search }: NominationCardProps) {
  const survey = nomination.survey.id;
  const open = editable(nomination);
  const chosen = new Set(rows.map((r) => r.rater.id));
  const suggestions = nomination.suggestions.filter((s) => !chosen.has(s.person.id));
  const problems = problemsOf(actor.getSnapshot().context, survey);
  const headingId = `nomination-${survey}`;
  const held = heldLimits(nomination);
  return (
    <NominationSection headingId={headingId} title={nomination.survey.title} status={nomination.status} details={<StatusLine nomination={nomination} />}>
      {nomination.status === 'returned' && nomination.note && (
        <Callout.Root color="amber" size="1">
          <Callout.Icon>
            <ChatBubbleIcon />
          </Callout.Icon>
          <Callout.Text>
            <strong>Sent back with a note:</strong> {nomination.note}
          </Callout.Text>
        </Callout.Root>
      )}
      <Flex direction="column" gap="2">
        <LimitBadges nominees={rows} limits={nomination.survey.rater_limits} held={held} />
        <Text size="2" color="gray">
          Your tree has {treeText(nomination.tree)}.
          {treeLowered(nomination.survey.rater_limits, held) && ' Where it has fewer than the survey asks, you are asked only for those it has.'}
        </Text>
      </Flex>
      <Flex direction="column" gap="1">
        <Heading as="h3" size="3">
          Your list
        </Heading>
        {rows.length === 0 ? (
          <Text size="2" color="gray">
            Nobody chosen yet: add colleagues from the suggestions or search below.
          </Text>
        ) : (
          <ul className="nomination-list" aria-label={`Your raters for ${nomination.survey.title}`}>
            {rows.map((r) => (
              <li key={r.rater.id}>
                <Flex justify="between" align="center" gap="2">
                  <Text size="2">
                    <RaterName name={r.rater.name} relationship={r.relationship} />
                  </Text>
                  {open && (
                    <IconButton
                      size="1"
                      variant="ghost"
                      color="gray"
                      aria-label={`Remove ${r.rater.name}`}
                      disabled={busy}
                      onClick={() => actor.send({ type: 'remove', survey, raterId: r.rater.id })}
                    >
                      <Cross2Icon />
                    </IconButton>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Flex>
      {open && suggestions.length > 0 && (
        <Flex direction="column" gap="1">
          <Heading as="h3" size="3">
            Suggested from your team
          </Heading>
          <ul className="nomination-list" aria-label="Suggested colleagues">
            {suggestions.map((s) => (
              <SuggestedRater
                key={s.person.id}
                suggestion={s}
                busy={busy}
                onAdd={(person, relationship) => actor.send({ type: 'add', survey, person, relationship })}
              />
            ))}
          </ul>
        </Flex>
      )}
      {open && (
        <Flex direction="column" gap="1">
          <Heading as="h3" size="3">
            Someone else
          </Heading>
          <AddBySearch
            scope={{ survey }}
            label={`Search colleagues for ${nomination.survey.title}`}
            machine={search}
            rateeId={nomination.ratee.id}
            busy={busy}
            onAdd={(person, relationship) => actor.send({ type: 'add', survey, person, relationship })}
          />
        </Flex>
      )}
      {open && (
        <Flex direction="column" gap="2">
          <ProblemLines problems={problems} />
          <Flex gap="2" justify="end" wrap="wrap">
            <Button variant="soft" disabled={busy} onClick={() => actor.send({ type: 'save', survey })}>
              Save for later
            </Button>
            <Button disabled={busy || problems.length > 0} onClick={() => actor.send({ type: 'submit', survey })}>
              Send for approval
            </Button>
          </Flex>
        </Flex>
      )}
    </NominationSection>
  );
}
