import { useRef } from 'react';
import { Button, Dialog, Flex, Text, Theme } from '@radix-ui/themes';
import { THEME } from '../../lib/theme';
import { useSystemAppearance } from '../../lib/use-system-appearance';
import { REGISTER_HREF, sectionHref } from './public-nav';
import type { Plan } from './plans';
import { Icon } from './icons';

/** A plan in full: heading, subheading, every feature. Radix traps focus and closes on Escape. */
export function PlanDialog({ plan, opener, onClose }: { plan: Plan; opener: HTMLElement | null; onClose: () => void }) {
  // Radix returns focus to a Dialog.Trigger; the plan's button lives outside this lazy part, so
  // return it by hand, except when the visitor leaves for the contact form.
  const leaving = useRef(false);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (!leaving.current) opener?.focus();
  };
  const appearance = useSystemAppearance();
  // The public pages boot without <Theme> (src/app/public-theme.tsx) and the dialog's portal
  // needs its context; "contents" keeps this root out of the layout.
  return (
    <Theme {...THEME} appearance={appearance} hasBackground={false} asChild>
      <div style={{ display: 'contents' }}>
        <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
          <Dialog.Content maxWidth="520px" onCloseAutoFocus={returnFocus}>
            <Dialog.Title size="6">{plan.modal.heading}</Dialog.Title>
            <Dialog.Description size="2" color="gray" mb="4">
              {plan.modal.subheading}
            </Dialog.Description>
            <ul className="check-list">
              {plan.fullFeatures.map((f) => (
                <li key={f}>
                  <Icon name="check" size={16} />
                  <Text size="2">{f}</Text>
                </li>
              ))}
            </ul>
            <Text as="p" size="1" color="gray" mt="4">
              Prices exclude taxes and duties.
            </Text>
            <Flex gap="3" mt="5" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  Close
                </Button>
              </Dialog.Close>
              <Button variant="soft" asChild>
                <a
                  href={sectionHref('contact-us')}
                  onClick={() => {
                    leaving.current = true;
                    onClose();
                  }}
                >
                  Request a demo
                </a>
              </Button>
              <Button asChild>
                <a href={REGISTER_HREF}>Register your company</a>
              </Button>
            </Flex>
          </Dialog.Content>
        </Dialog.Root>
      </div>
    </Theme>
  );
}
