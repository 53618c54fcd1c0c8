import { Callout, Flex, Heading } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { FeedbackSurvey } from '../../../schemas/feedback';
import { fullDay } from '../../i18n/format';

/** An open (or scheduled) survey's Reports tab: no result exists yet, only how far the answers are. */
export function ResultsPendingNote({ survey }: { survey: Pick<FeedbackSurvey, 'end_date'> }) {
  const { t } = useTranslation('feedback');
  return (
    <Callout.Root color="blue" variant="surface" mb="4">
      <Callout.Icon>
        <ClockIcon />
      </Callout.Icon>
      <Flex direction="column" gap="1" style={{ gridColumn: 2 }}>
        <Heading as="h2" size="3">
          {t('resultsPendingNote.title', { day: fullDay(survey.end_date) })}
        </Heading>
        <Callout.Text>{t('resultsPendingNote.text')}</Callout.Text>
      </Flex>
    </Callout.Root>
  );
}
