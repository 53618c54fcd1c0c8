import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import type { SnapshotFrom } from 'xstate';
import type { contactUsMachine, demoRequestMachine } from '../../../machines/flows';
import { ContactUs, DemoRequest } from '../../../schemas/contact';
import { contactUsUi, demoRequestUi } from '../../../schemas/contact.ui';
import { digitsOnly } from '../../../schemas/email-rules';
import { SchemaForm } from '../../components/form';
import { useRequest } from '../../lib/use-request';
import { liveContactUsFlow, liveDemoRequestFlow } from './contact-flows';
import { Icon } from './icons';

/** The neutral confirmation (what became of the mail is the server's business). */
function Sent({ title, children, onAgain, again }: { title: string; children: ReactNode; onAgain: () => void; again: string }) {
  // The submit button is gone with the form: keyboard and screen reader continue from here.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Flex direction="column" align="start" gap="3" role="status" py="4">
      <Text color="green">
        <Icon name="done" size={32} />
      </Text>
      <Heading as="h3" size="5" ref={heading} tabIndex={-1} className="sent-heading">
        {title}
      </Heading>
      <Text as="p" color="gray">
        {children}
      </Text>
      <Button variant="soft" color="gray" onClick={onAgain}>
        {again}
      </Button>
    </Flex>
  );
}

interface DemoRequestFormProps {
  flow?: typeof demoRequestMachine;
  snapshot?: SnapshotFrom<typeof demoRequestMachine>;
}

export function DemoRequestForm({ flow = liveDemoRequestFlow, snapshot }: DemoRequestFormProps) {
  const { status, busy, error, input, output, submit, clearErrors, reset } = useRequest(flow, snapshot);
  if (status === 'success') {
    return (
      <Sent title="Demo request sent" onAgain={reset} again="Request another demo">
        {output?.detail}
      </Sent>
    );
  }
  return (
    <SchemaForm<DemoRequest>
      idPrefix="demo"
      schema={DemoRequest}
      uiSchema={demoRequestUi}
      formData={input}
      onChange={(data) => (data.phone === undefined ? data : { ...data, phone: digitsOnly(data.phone) || undefined })}
      onSubmit={submit}
      busy={busy}
      serverErrors={error}
      onDismissErrors={clearErrors}
      submitText="Request a demo"
    />
  );
}

interface ContactUsFormProps {
  flow?: typeof contactUsMachine;
  snapshot?: SnapshotFrom<typeof contactUsMachine>;
  /** From a page about one service: "Consulting projects", "Masterclass certification". */
  subject?: string;
}

export function ContactUsForm({ flow = liveContactUsFlow, snapshot, subject }: ContactUsFormProps) {
  const { status, busy, error, input, output, submit, clearErrors, reset } = useRequest(flow, snapshot);
  if (status === 'success') {
    return (
      <Sent title="Message sent" onAgain={reset} again="Send another message">
        {output?.detail}
      </Sent>
    );
  }
  return (
    <SchemaForm<ContactUs>
      idPrefix="contact"
      schema={ContactUs}
      uiSchema={contactUsUi}
      formData={input ?? (subject ? { subject } : undefined)}
      onSubmit={submit}
      busy={busy}
      serverErrors={error}
      onDismissErrors={clearErrors}
      submitText="Send the message"
    />
  );
}
