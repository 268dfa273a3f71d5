import { Card, Heading, Link, Stack, Text } from '@gym/ui';
import { NO_SUPPORT_PHONE, useSupportContact } from '../../app/support-contact.ts';

export default function ContactPage() {
  const contact = useSupportContact();
  return (
    <Stack gap="xlarge">
      <Heading level={1}>Contact us</Heading>
      <Text>Questions about your gym, your plan or the platform? Call or write to us.</Text>
      {contact === 'none' ? <Text tone="muted">{NO_SUPPORT_PHONE}</Text> : null}
      {typeof contact === 'object' ? (
        <>
          <Card title="Phone" level={2}>
            <Link variant="standalone" href={contact.tel}>
              {contact.phone}
            </Link>
          </Card>
          <Card title="WhatsApp" level={2}>
            <Link
              variant="standalone"
              href={contact.whatsapp('Hello, I have a question about the gym platform.')}
            >
              Chat with us on WhatsApp
            </Link>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
