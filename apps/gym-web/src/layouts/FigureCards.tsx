import { Box, Card, Text } from '@gym/ui';

/** A row of headline figures, each a card with its title: four across on a desktop. */
export function FigureCards({
  figures,
  phoneColumns = 'one',
}: {
  figures: readonly { title: string; value: string }[];
  /** Short figures may sit two to a row on a phone. */
  phoneColumns?: 'one' | 'two';
}) {
  return (
    <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: phoneColumns, desktop: 'four' }}>
      {figures.map((figure) => (
        <Card key={figure.title} title={figure.title} level={2}>
          <Text size="large" weight="bold">
            {figure.value}
          </Text>
        </Card>
      ))}
    </Box>
  );
}
