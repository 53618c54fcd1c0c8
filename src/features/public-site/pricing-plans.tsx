import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Badge, Button, Card, Flex, Grid, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import { LandingSection } from './landing-section';
import { PLANS, PRICING_TERMS, type Plan } from './plans';
import { Icon } from './icons';

// The dialog's code (focus trap, portal) arrives when a visitor reaches for a plan, not with the page.
const loadDialog = () => import('./plan-dialog');
const PlanDialog = lazy(() => loadDialog().then((m) => ({ default: m.PlanDialog })));

function PlanCard({ plan, onOpen }: { plan: Plan; onOpen: (event: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <Card size="3" asChild>
      <li>
        <Flex direction="column" gap="3" height="100%">
          <Badge size="2" variant="soft" radius="full" style={{ alignSelf: 'start' }}>
            {plan.subHeading}
          </Badge>
          <Heading as="h3" size="5">
            {plan.name}
          </Heading>
          <div>
            <Text size="8" weight="bold">
              ${plan.price}
            </Text>
            <Text as="p" size="2" color="gray">
              USD {plan.unit} · {plan.per}
            </Text>
          </div>
          <ul className="check-list">
            {plan.features.map((f) => (
              <li key={f}>
                <Icon name="check" size={16} />
                <Text size="2">{f}</Text>
              </li>
            ))}
          </ul>
          <Button variant="soft" mt="auto" onClick={onOpen} onPointerEnter={loadDialog} onFocus={loadDialog} aria-haspopup="dialog">
            See what’s included<VisuallyHidden> in {plan.name}</VisuallyHidden>
          </Button>
        </Flex>
      </li>
    </Card>
  );
}

/** The four plans, from plans.ts; each opens a dialog with its full feature list. */
export function PricingPlans() {
  // The plan shown, and the button that opened it (focus goes back there).
  const [open, setOpen] = useState<{ plan: Plan; opener: HTMLElement } | null>(null);
  return (
    <LandingSection id="pricing" title="Pricing" lead="Pay for the reports you need. Every plan has every rater group and the full report." tinted>
      <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4" asChild>
        <ul className="plain-list">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onOpen={(e) => setOpen({ plan, opener: e.currentTarget })} />
          ))}
        </ul>
      </Grid>
      <Text as="p" size="2" color="gray" align="center" mt="5">
        {PRICING_TERMS}
      </Text>
      {open && (
        <Suspense fallback={null}>
          <PlanDialog plan={open.plan} opener={open.opener} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </LandingSection>
  );
}
