import { Card, Heading, Link, Stack, Text } from '@gym/ui';
import { NO_SUPPORT_PHONE, useSupportContact } from '../../app/support-contact.ts';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Contact us', description: 'Contact page: its heading' },
  intro: {
    defaultMessage: 'Questions about your gym, your plan or the platform? Call or write to us.',
    description: 'Contact page',
  },
  phone: { defaultMessage: 'Phone', description: 'Contact page: the card with our phone number' },
  whatsappGreeting: {
    defaultMessage: 'Hello, I have a question about the gym platform.',
    description: 'The WhatsApp message a visitor starts with (sent to us)',
  },
  whatsappChat: { defaultMessage: 'Chat with us on WhatsApp', description: 'Contact page: a link' },
});

export default function ContactPage() {
  const t = useT();
  const contact = useSupportContact();
  return (
    <Stack gap="xlarge">
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <Text>{t(TEXT.intro)}</Text>
      {contact === 'none' ? <Text tone="muted">{t(NO_SUPPORT_PHONE)}</Text> : null}
      {typeof contact === 'object' ? (
        <>
          <Card title={t(TEXT.phone)} level={2}>
            <Link variant="standalone" href={contact.tel}>
              {contact.phone}
            </Link>
          </Card>
          <Card title="WhatsApp" level={2}>
            <Link variant="standalone" href={contact.whatsapp(t(TEXT.whatsappGreeting))}>
              {t(TEXT.whatsappChat)}
            </Link>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
