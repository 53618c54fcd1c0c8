import { useEffect, useId, useRef, type Ref } from 'react';
import { Badge, Button, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { CalendarIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RaterAssignment } from '../../../../schemas/survey-answer';
import type { RaterSurveyEntry } from './list-flows';
import { actionWord, dueLook, progressWords, relationshipWords } from './list-format';
import { answerPath } from './answer-paths';
import { ListRow } from './list-row';
import './list-cards.css';

interface ListSurveyCardProps {
  entry: RaterSurveyEntry;
  /** The survey the invitation mail linked to: scrolled to, ringed, its first action focused. */
  highlighted?: boolean;
  /** Where an assignment opens: the signed-in rater's wizard by default, an outside rater's under their link. */
  pathOf?: (assignment: number) => string;
  /** An outside rater has no relationship to the people they rate: their rows do not name one. */
  outsider?: boolean;
}

/** One survey waiting for the rater: its end date, then each ratee with progress and Start/Continue. */
export function ListSurveyCard({ entry: { survey, assignments }, highlighted = false, pathOf = answerPath, outsider = false }: ListSurveyCardProps) {
  const { t } = useTranslation('survey');
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  const firstAction = useRef<HTMLAnchorElement>(null);
  const due = dueLook(survey.end_date);

  // Once, as the card appears: the list holds only unfinished assignments, so the first is the one to do.
  useEffect(() => {
    if (!highlighted) return;
    card.current?.scrollIntoView({ block: 'start' });
    firstAction.current?.focus({ preventScroll: true });
  }, [highlighted]);

  return (
    <Card asChild size="2">
      <section ref={card} aria-labelledby={headingId} className="list-card" data-highlighted={highlighted ? '' : undefined}>
        <Flex justify="between" align="start" gap="3" wrap="wrap" mb="2">
          <Flex direction="column" gap="1" className="list-card-title">
            <Heading as="h2" size="4" id={headingId} dir="auto">
              {survey.title}
            </Heading>
            {survey.description && (
              <Text as="p" size="2" color="gray" dir="auto">
                {survey.description}
              </Text>
            )}
          </Flex>
          <Flex gap="2" wrap="wrap">
            {highlighted && (
              <Badge size="2" variant="solid">
                {t('answer.list.fromInvitation')}
              </Badge>
            )}
            <Badge size="2" color={due.soon ? 'amber' : 'gray'}>
              <CalendarIcon aria-hidden="true" />
              {due.due} · {due.left}
            </Badge>
          </Flex>
        </Flex>
        <ul className="list-rows">
          {assignments.map((a, i) => (
            <AssignmentRow key={a.id} assignment={a} to={pathOf(a.id)} outsider={outsider} actionRef={i === 0 ? firstAction : undefined} />
          ))}
        </ul>
      </section>
    </Card>
  );
}

function AssignmentRow({
  assignment: a,
  to,
  outsider,
  actionRef,
}: {
  assignment: RaterAssignment;
  to: string;
  outsider: boolean;
  actionRef?: Ref<HTMLAnchorElement>;
}) {
  const { t } = useTranslation('survey');
  const name = a.ratee.name;
  const action = actionWord(a);
  return (
    <ListRow name={name} detail={outsider ? progressWords(a) : `${relationshipWords(a.relationship)} · ${progressWords(a)}`}>
      <div className="list-row-progress">
        <Progress
          value={a.answered}
          max={Math.max(a.total, 1)}
          color={a.total > 0 && a.answered >= a.total ? 'green' : undefined}
          aria-label={t('answer.list.answeredFor', { name })}
          getValueLabel={() => t('answer.progress.value', { done: a.answered, total: a.total })}
        />
      </div>
      {/* Named with the ratee: a screen reader's list of links then says whom each one is for. */}
      <Button asChild className="list-row-action">
        <Link ref={actionRef} to={to} aria-label={t('answer.list.actionFor', { action, name })}>
          {action}
        </Link>
      </Button>
    </ListRow>
  );
}
