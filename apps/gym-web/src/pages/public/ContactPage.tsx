import { Card, Heading, Link, Stack, Text } from '@gym/ui';
import { SUPPORT_PHONE, whatsappLink } from '../../app/support-contact.ts';

export default function ContactPage() {
  return (
    <Stack gap="xlarge">
      <Heading level={1}>Contact us</Heading>
      <Text>Questions about your gym, your plan or the platform? Call or write to us.</Text>
      <Card title="Phone" level={2}>
        <Link variant="standalone" href={`tel:${SUPPORT_PHONE}`}>
          {SUPPORT_PHONE}
        </Link>
      </Card>
      <Card title="WhatsApp" level={2}>
        <Link variant="standalone" href={whatsappLink('Hello, I have a question about the gym platform.')}>
          Chat with us on WhatsApp
        </Link>
      </Card>
    </Stack>
  );
}
