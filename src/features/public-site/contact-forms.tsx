import { Box, Tabs } from '@radix-ui/themes';
import { loadAllCatalogues } from '../../i18n';
import { ContactUsForm, DemoRequestForm } from './enquiry-forms';

/**
 * The forms' shared words (fields, buttons, errors), in English as the rest of the public site: the contact section
 * shows the forms once these are here, so nothing of them waits behind a loader of its own.
 */
export const formWordsReady = loadAllCatalogues('en', ['common', 'forms']);

/**
 * The two enquiry forms, in the chunk the contact section loads on approach: the rjsf
 * forms stay out of the landing's first load. Both stay mounted, so switching tabs keeps
 * what was typed.
 */
export function ContactForms({ subject }: { subject?: string }) {
  return (
    <Tabs.Root defaultValue={subject ? 'message' : 'demo'}>
      <Tabs.List>
        <Tabs.Trigger value="demo">Request a demo</Tabs.Trigger>
        <Tabs.Trigger value="message">Send a message</Tabs.Trigger>
      </Tabs.List>
      <Box pt="5">
        <Tabs.Content value="demo" forceMount>
          <DemoRequestForm />
        </Tabs.Content>
        <Tabs.Content value="message" forceMount>
          <ContactUsForm subject={subject} />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
