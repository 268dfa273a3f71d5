import { Box, Button, Heading, Stack, Text } from '@gym/ui';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../routes/route-table.ts';

/**
 * The generic error screen: 'Oops!', the apology, and the error's message, or 'Not Found' for an
 * address no route matches.
 */
export function ErrorPage({ error }: { error?: unknown }) {
  const navigate = useNavigate();
  const detail = error instanceof Error ? error.message : 'Not Found';
  return (
    <Box as="main" padding="xxlarge" display="flex" justifyContent="center">
      <Stack alignItems="center" textAlign="center">
        <Heading level={1}>Oops!</Heading>
        <Text>Sorry, an unexpected error has occurred.</Text>
        <Text tone="muted">{detail}</Text>
        <Button variant="secondary" onPress={() => navigate(ROUTES.publicHome.to())}>
          Go to the home page
        </Button>
      </Stack>
    </Box>
  );
}
