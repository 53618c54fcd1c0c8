import { Card, Strong, Text } from '@radix-ui/themes';
import { Trans, useTranslation } from 'react-i18next';
import type { ExternalAsker } from '../../../../schemas/external-rater';

/** Who asks an outside rater, so the person holding the link knows whose request this is: the company, and the survey's owner. */
export function AskerNote({ asker }: { asker: ExternalAsker }) {
  const { t } = useTranslation('survey');
  return (
    <Card size="2" mb="4" asChild>
      <section aria-label={t('answer.external.whoAsks')}>
        <Text as="p" size="3">
          <Trans
            t={t}
            i18nKey={asker.asked_by ? 'answer.external.askedBy' : 'answer.external.askedByHr'}
            values={{ company: asker.company, person: asker.asked_by }}
            // dir="auto": the names are isolated from the sentence, as a <bdi> would.
            components={{ strong: <Strong dir="auto" /> }}
          />
        </Text>
      </section>
    </Card>
  );
}
