import { Badge, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { NominatedRelationship, RaterLimits } from '../../../../schemas/nomination';
import { limitBadges } from './nomination-words';

/** "Peers: 2 chosen · 3–6" per relationship limited or chosen, green when the count fits, amber when it does not yet. */
export function LimitBadges({
  nominees,
  limits,
  held,
}: {
  nominees: ReadonlyArray<{ relationship: NominatedRelationship }>;
  limits: RaterLimits;
  held?: RaterLimits;
}) {
  const { t } = useTranslation('survey');
  return (
    <Flex gap="2" wrap="wrap" aria-label={t('nomination.limit.label')}>
      {limitBadges(nominees, limits, held).map((line) => (
        <Badge key={line.relationship} size="2" variant="soft" color={line.fits ? 'green' : 'amber'}>
          {line.text}
        </Badge>
      ))}
    </Flex>
  );
}
