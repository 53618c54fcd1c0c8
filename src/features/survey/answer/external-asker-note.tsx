import { Card, Strong, Text } from '@radix-ui/themes';
import type { ExternalAsker } from '../../../../schemas/external-rater';

/** Who asks an outside rater, so the person holding the link knows whose request this is: the company, and the survey's owner. */
export function AskerNote({ asker }: { asker: ExternalAsker }) {
  return (
    <Card size="2" mb="4" asChild>
      <section aria-label="Who asks">
        <Text as="p" size="3">
          <Strong>{asker.company}</Strong> asks for your feedback
          {asker.asked_by ? (
            <>
              ; the request comes from <Strong>{asker.asked_by}</Strong>
            </>
          ) : (
            ' through its HR team'
          )}
          .
        </Text>
      </section>
    </Card>
  );
}
