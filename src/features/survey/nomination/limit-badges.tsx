import { Badge, Flex } from '@radix-ui/themes';
import { limitLines } from '../../../../machines/nomination/nomination-words';
import type { NominatedRelationship, RaterLimits } from '../../../../schemas/nomination';

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
  return (
    <Flex gap="2" wrap="wrap" aria-label="Chosen against the limits">
      {limitLines(nominees, limits, held)
        .filter((line) => line.asked !== 'any number' || line.count > 0)
        .map((line) => (
          <Badge key={line.relationship} size="2" variant="soft" color={line.fits ? 'green' : 'amber'}>
            {line.label}: {line.count} chosen · {line.asked}
          </Badge>
        ))}
    </Flex>
  );
}
