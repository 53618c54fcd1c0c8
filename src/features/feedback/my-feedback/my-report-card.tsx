import { useId } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyReport } from '../../../../schemas/feedback';
import { myReportPath } from './my-feedback-paths';
import { fullDay } from '../../../i18n/format';

/** One released report: the survey, when it was released, and the way in. */
export function MyReportCard({ report: { survey, released_at } }: { report: MyReport }) {
  const { t } = useTranslation('feedback');
  const headingId = useId();
  return (
    <Card size="2" asChild>
      <section aria-labelledby={headingId}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="4" id={headingId} dir="auto">
              {survey.title}
            </Heading>
            <Text size="2" color="gray">
              {t('myReportCard.released', { released: fullDay(released_at), closed: fullDay(survey.closed_on) })}
            </Text>
          </Flex>
          <Button asChild>
            <Link to={myReportPath(survey.id)} aria-label={t('myReportCard.openLabel', { title: survey.title })}>
              {t('myReportCard.open')} <ArrowRightIcon />
            </Link>
          </Button>
        </Flex>
      </section>
    </Card>
  );
}
