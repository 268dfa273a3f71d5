import { feedFailureMessage, JUDGE_VARIATIONS, type JudgeFeed, type JudgeVariation } from '@gym/judge-core';
import { Box, Button, Card, CheckboxGroup, Heading, Inline, JudgeBanner, Stack, Switch } from '@gym/ui';
import { themes } from '@gym/ui/themes';
import { useEffect, useState } from 'react';
import { QueryState } from '../../app/QueryState.tsx';
import { useJudgeFeed } from './useJudgeFeed.ts';

const PLATFORM_COUNT = 20;
const PLATFORMS = Array.from({ length: PLATFORM_COUNT }, (_, index) => String(index + 1));
const VARIATION_LABELS: Record<JudgeVariation, string> = {
  'banner-100': 'banner-100 (small)',
  'banner-200': 'banner-200 (Medium)',
  'banner-300': 'banner-300 (large)',
  'minimalist-stats': 'minimalist-stats',
};

function PlatformBanners({
  platform,
  variations,
}: {
  platform: number;
  variations: readonly JudgeVariation[];
}) {
  const feed = useJudgeFeed(platform);
  return (
    <QueryState
      query={feed}
      loadingLabel={`Loading platform ${platform}`}
      loadingLines={2}
      failureMessage={feedFailureMessage(platform)}
    >
      {(answer) =>
        variations.map((variation) => (
          <JudgeBanner key={variation} platform={platform} feed={answer as JudgeFeed} variation={variation} />
        ))
      }
    </QueryState>
  );
}

/** The public judge-results viewer: any of 20 platforms, in any of the banner variations. */
export default function JudgeViewerPage() {
  const [showSettings, setShowSettings] = useState(true);
  const [dark, setDark] = useState(false);
  const [platforms, setPlatforms] = useState<string[]>(['1']);
  const [variations, setVariations] = useState<string[]>(['banner-300']);

  useEffect(() => {
    const previous = document.body.className;
    document.body.className = dark ? themes.dark : themes.light;
    return () => {
      document.body.className = previous;
    };
  }, [dark]);

  return (
    <Box as="main" padding={{ mobile: 'large', desktop: 'xlarge' }}>
      <Stack>
        <Inline justifyContent="space-between">
          <Heading level={1}>Judge Results</Heading>
          <Inline gap="large">
            <Switch isSelected={dark} onChange={setDark}>
              Dark mode
            </Switch>
            <Button variant="secondary" size="small" onPress={() => setShowSettings(!showSettings)}>
              {showSettings ? 'Hide Settings' : 'Show Settings'}
            </Button>
          </Inline>
        </Inline>
        {showSettings ? (
          <Card title="Settings" level={2}>
            <CheckboxGroup
              label="Platforms"
              options={PLATFORMS.map((platform) => ({ value: platform, label: platform }))}
              value={platforms}
              onChange={setPlatforms}
            />
            <CheckboxGroup
              label="Variations"
              options={JUDGE_VARIATIONS.map((variation) => ({
                value: variation,
                label: VARIATION_LABELS[variation],
              }))}
              value={variations}
              onChange={setVariations}
            />
            <Inline>
              <Button variant="secondary" size="small" onPress={() => setVariations([...JUDGE_VARIATIONS])}>
                Select All
              </Button>
            </Inline>
          </Card>
        ) : null}
        {platforms
          .map(Number)
          .sort((a, b) => a - b)
          .map((platform) => (
            <PlatformBanners
              key={platform}
              platform={platform}
              variations={JUDGE_VARIATIONS.filter((variation) => variations.includes(variation))}
            />
          ))}
      </Stack>
    </Box>
  );
}
