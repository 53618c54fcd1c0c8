import { Button, Callout, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { ChatBubbleIcon, Cross2Icon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { NominationActor } from '../../../../machines/nomination.machine';
import { editable, problemsOf } from '../../../../machines/nomination.machine';
import { treeLowered } from '../../../../machines/nomination/nomination-words';
import type { NomineeRow } from '../../../../machines/nomination/nominee-rows';
import { heldLimits, type MyNomination } from '../../../../schemas/nomination';
import { AddBySearch } from './colleague-search';
import { LimitBadges } from './limit-badges';
import type { ColleagueSearchMachine } from './nomination-flows';
import { NominationSection, ProblemLines } from './nomination-section';
import { treeText } from './nomination-words';
import { RaterName, SuggestedRater } from './suggested-rater';
import { fullDay } from '../../../i18n/format';

interface NominationCardProps {
  nomination: MyNomination;
  rows: NomineeRow[];
  actor: NominationActor;
  busy: boolean;
  search?: ColleagueSearchMachine;
}

/** Who approves the list: the sentences differ by approver, so each has its own. */
const approver = (n: MyNomination) => (n.survey.rater_selection === 'manager_approves' ? 'manager' : 'hr');

function StatusLine({ nomination }: { nomination: MyNomination }) {
  const { t } = useTranslation('survey');
  const deadline = nomination.survey.nomination_deadline;
  const by = approver(nomination);
  switch (nomination.status) {
    case 'submitted':
      return (
        <Text color="gray" size="2">
          {t(`nomination.card.submitted.${by}`, { day: fullDay(nomination.submitted_at) })}
        </Text>
      );
    case 'approved':
      return (
        <Text color="gray" size="2">
          {t('nomination.card.approved', { day: fullDay(nomination.decided_at) })}
        </Text>
      );
    default:
      return (
        <Text color="gray" size="2">
          {deadline ? t(`nomination.card.chooseBy.${by}`, { day: fullDay(deadline) }) : t(`nomination.card.choose.${by}`)}
        </Text>
      );
  }
}

/** One survey in which the ratee chooses their raters: their list, suggestions, search, and sending. */
export function NominationCard({ nomination, rows, actor, busy, search }: NominationCardProps) {
  const { t } = useTranslation('survey');
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
            <Trans t={t} i18nKey="nomination.card.sentBack" values={{ note: nomination.note }} components={{ strong: <strong />, bdi: <bdi /> }} />
          </Callout.Text>
        </Callout.Root>
      )}
      <Flex direction="column" gap="2">
        <LimitBadges nominees={rows} limits={nomination.survey.rater_limits} held={held} />
        <Text size="2" color="gray">
          {t('nomination.card.tree', { tree: treeText(nomination.tree) })}
          {treeLowered(nomination.survey.rater_limits, held) && ` ${t('nomination.card.treeLowered')}`}
        </Text>
      </Flex>
      <Flex direction="column" gap="1">
        <Heading as="h3" size="3">
          {t('nomination.card.list')}
        </Heading>
        {rows.length === 0 ? (
          <Text size="2" color="gray">
            {t('nomination.card.empty')}
          </Text>
        ) : (
          <ul className="nomination-list" aria-label={t('nomination.card.ratersFor', { title: nomination.survey.title })}>
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
                      aria-label={t('nomination.card.remove', { name: r.rater.name })}
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
            {t('nomination.card.suggested')}
          </Heading>
          <ul className="nomination-list" aria-label={t('nomination.card.suggestedLabel')}>
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
            {t('nomination.card.someoneElse')}
          </Heading>
          <AddBySearch
            scope={{ survey }}
            label={t('nomination.card.searchFor', { title: nomination.survey.title })}
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
              {t('nomination.card.save')}
            </Button>
            <Button disabled={busy || problems.length > 0} onClick={() => actor.send({ type: 'submit', survey })}>
              {t('nomination.card.send')}
            </Button>
          </Flex>
        </Flex>
      )}
    </NominationSection>
  );
}
