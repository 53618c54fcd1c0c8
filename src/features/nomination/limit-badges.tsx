import { Badge, Flex } from '@radix-ui/themes';
import { limitLines } from '../../../machines/nomination/nomination-words';
import type { NominatedRelationship, RaterLimits } from '../../../schemas/nomination';

/** "Peers 2 · 3–6" per relationship, green when the count fits, amber when it does not yet. */
export function LimitBadges({ nominees, limits }: { nominees: ReadonlyArray<{ relationship: NominatedRelationship }>; limits: RaterLimits }) {
  return (
    <Flex gap="2" wrap="wrap" aria-label="Chosen against the limits">
      {limitLines(nominees, limits).map((line) => (
        <Badge key={line.relationship} size="2" variant="soft" color={line.fits ? 'green' : 'amber'}>
          {line.label}: {line.count} chosen · {line.asked}
        </Badge>
      ))}
    </Flex>
  );
}
