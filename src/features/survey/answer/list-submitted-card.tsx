import { useId } from 'react';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shortDay } from '../../../i18n/format';
import { relationshipWords, submittedWords } from './list-format';
import { reviewPath } from './answer-paths';
import { ListRow } from './list-row';
import type { RaterSurveyEntry } from './list-flows';
import './list-cards.css';

/** One survey the rater has answered: each ratee with the day it was submitted and a way to read it again. */
export function ListSubmittedCard({
  entry: { survey, assignments },
  pathOf = reviewPath,
  outsider = false,
}: {
  entry: RaterSurveyEntry;
  pathOf?: (assignment: number) => string;
  /** An outside rater's rows name no relationship. */
  outsider?: boolean;
}) {
  const { t } = useTranslation('survey');
  const headingId = useId();
  return (
    <Card asChild size="2">
      <section aria-labelledby={headingId} className="list-card">
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
          {survey.status === 'closed' && (
            <Badge size="2" color="gray">
              {t('answer.list.closed')}
            </Badge>
          )}
          {survey.status === 'open' && (
            <Badge size="2" color="green">
              {t('answer.list.openUntil', { day: shortDay(survey.end_date) })}
            </Badge>
          )}
        </Flex>
        <ul className="list-rows">
          {assignments.map((a) => (
            <ListRow
              key={a.id}
              name={a.ratee.name}
              detail={outsider ? submittedWords(a.submitted_at) : `${relationshipWords(a.relationship)} · ${submittedWords(a.submitted_at)}`}
            >
              <Button asChild variant="soft">
                <Link to={pathOf(a.id)} aria-label={t('answer.list.viewAnswersOf', { name: a.ratee.name })}>
                  {t('answer.list.viewAnswers')}
                </Link>
              </Button>
            </ListRow>
          ))}
        </ul>
      </section>
    </Card>
  );
}
