import { Box, Button, Heading, Stack, Text } from '@gym/ui';
import { useT } from '../i18n/i18n.ts';
import { defineMessages } from '../i18n/messages.ts';
import { useNavigate } from '../routes/navigation.tsx';
import { ROUTES } from '../routes/route-table.ts';

const TEXT = defineMessages({
  oops: { defaultMessage: 'Oops!', description: 'Error screen: its heading' },
  sorry: { defaultMessage: 'Sorry, an unexpected error has occurred.', description: 'Error screen' },
  notFound: { defaultMessage: 'Not Found', description: 'Error screen: an address no page has' },
  home: { defaultMessage: 'Go to the home page', description: 'Error screen: its button' },
});

/**
 * The generic error screen: 'Oops!', the apology, and the error's message, or 'Not Found' for an
 * address no route matches.
 */
export function ErrorPage({ error }: { error?: unknown }) {
  const t = useT();
  const navigate = useNavigate();
  const detail = error instanceof Error ? error.message : t(TEXT.notFound);
  return (
    <Box as="main" padding="xxlarge" display="flex" justifyContent="center">
      <Stack alignItems="center" textAlign="center">
        <Heading level={1}>{t(TEXT.oops)}</Heading>
        <Text>{t(TEXT.sorry)}</Text>
        <Text tone="muted">{detail}</Text>
        <Button variant="secondary" onPress={() => navigate(ROUTES.publicHome.to())}>
          {t(TEXT.home)}
        </Button>
      </Stack>
    </Box>
  );
}
