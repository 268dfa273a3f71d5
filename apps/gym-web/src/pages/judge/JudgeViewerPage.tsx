import { feedFailureMessage, JUDGE_VARIATIONS, type JudgeVariation } from '@gym/judge-core';
import { Box, Button, Card, CheckboxGroup, Heading, Inline, JudgeBanner, Stack, Switch, Text } from '@gym/ui';
import { themes } from '@gym/ui/themes';
import { useEffect } from 'react';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages, type Message } from '../../i18n/messages.ts';
import { useNavigate, useSearchParams } from '../../routes/navigation.tsx';
import { useJudgeFeed } from './useJudgeFeed.ts';
import { readViewerChoice, type ViewerChoice, viewerQuery } from './viewer-address.ts';

/** The specification's platforms 1 to 20, when no meet is named (the live meet's). */
const PLATFORM_COUNT = 20;
const TEXT = defineMessages({
  banner100: {
    defaultMessage: 'banner-100 (small)',
    description: 'A banner variation; keep banner-100 as is',
  },
  banner200: {
    defaultMessage: 'banner-200 (Medium)',
    description: 'A banner variation; keep banner-200 as is',
  },
  banner300: {
    defaultMessage: 'banner-300 (large)',
    description: 'A banner variation; keep banner-300 as is',
  },
  minimalist: { defaultMessage: 'minimalist-stats', description: 'A banner variation’s name' },
  loadingPlatform: {
    defaultMessage: 'Loading platform {platform}',
    description: 'Screen reader: while loading',
  },
  loadingMeet: { defaultMessage: 'Loading the meet', description: 'Screen reader: while loading' },
  meetNotFound: { defaultMessage: "This meet's results cannot be found." },
  title: { defaultMessage: 'Judge Results', description: 'The public judge viewer’s heading' },
  dark: { defaultMessage: 'Dark mode' },
  hideSettings: { defaultMessage: 'Hide Settings' },
  showSettings: { defaultMessage: 'Show Settings' },
  settings: { defaultMessage: 'Settings', description: 'The judge viewer’s card of choices' },
  platforms: { defaultMessage: 'Platforms', description: 'How many platforms a meet has' },
  variations: { defaultMessage: 'Variations', description: 'The judge viewer: which banner sizes to show' },
  selectAll: { defaultMessage: 'Select All', description: 'The judge viewer: every variation' },
});

const VARIATION_LABELS: Record<JudgeVariation, Message> = {
  'banner-100': TEXT.banner100,
  'banner-200': TEXT.banner200,
  'banner-300': TEXT.banner300,
  'minimalist-stats': TEXT.minimalist,
};

function PlatformBanners({
  platform,
  meet,
  variations,
}: {
  platform: number;
  meet: string | undefined;
  variations: readonly JudgeVariation[];
}) {
  const t = useT();
  const { retry, ...shown } = useJudgeFeed(platform, meet);
  // Before the first answer, the loading lines or the failure panel; then the banners, which show
  // the failure line themselves once the feed has failed for a while (the feed says when).
  return (
    <QueryState
      query={{ data: shown.feed, error: undefined, isError: shown.failed, isFetching: false, refetch: retry }}
      loadingLabel={t(TEXT.loadingPlatform, { platform })}
      loadingLines={2}
      failureMessage={feedFailureMessage(platform)}
    >
      {() =>
        variations.map((variation) => (
          <JudgeBanner key={variation} platform={platform} variation={variation} {...shown} onRetry={retry} />
        ))
      }
    </QueryState>
  );
}

/**
 * The public judge-results viewer: a meet's platforms (or the live meet's 1 to 20) in any of the
 * banner variations. Everything chosen lives in the address, so it can be shared or opened in OBS.
 */
export default function JudgeViewerPage() {
  const [params] = useSearchParams();
  const named = readViewerChoice(params, PLATFORM_COUNT).meet;
  return named ? <MeetViewer meet={named} /> : <Viewer platformCount={PLATFORM_COUNT} />;
}

function MeetViewer({ meet }: { meet: string }) {
  const t = useT();
  const found = api.useQuery('get', '/public/api/judge/meets/{meetSlug}', {
    params: { path: { meetSlug: meet } },
  });
  return (
    <QueryState query={found} loadingLabel={t(TEXT.loadingMeet)} failureMessage={t(TEXT.meetNotFound)}>
      {(answer) => <Viewer platformCount={answer.platformCount} meetName={answer.name} />}
    </QueryState>
  );
}

function Viewer({ platformCount, meetName }: { platformCount: number; meetName?: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const choice = readViewerChoice(params, platformCount);
  // The query as viewerQuery writes it (commas kept readable), replacing the entry: no history per click.
  const choose = (change: Partial<ViewerChoice>) =>
    navigate({ search: viewerQuery({ ...choice, ...change }) }, { replace: true });
  const { dark } = choice;

  useEffect(() => {
    const previous = document.body.className;
    document.body.className = dark ? themes.dark : themes.light;
    return () => {
      document.body.className = previous;
    };
  }, [dark]);

  const platformOptions = Array.from({ length: platformCount }, (_, index) => String(index + 1));
  return (
    <Box as="main" padding={{ mobile: 'large', desktop: 'xlarge' }}>
      <Stack>
        <Inline justifyContent="space-between">
          <Stack gap="xsmall">
            <Heading level={1}>{t(TEXT.title)}</Heading>
            {meetName ? <Text tone="muted">{meetName}</Text> : null}
          </Stack>
          <Inline gap="large">
            <Switch isSelected={dark} onChange={(next) => choose({ dark: next })}>
              {t(TEXT.dark)}
            </Switch>
            <Button
              variant="secondary"
              size="small"
              onPress={() => choose({ showSettings: !choice.showSettings })}
            >
              {choice.showSettings ? t(TEXT.hideSettings) : t(TEXT.showSettings)}
            </Button>
          </Inline>
        </Inline>
        {choice.showSettings ? (
          <Card title={t(TEXT.settings)} level={2}>
            <CheckboxGroup
              label={t(TEXT.platforms)}
              options={platformOptions.map((platform) => ({ value: platform, label: platform }))}
              value={choice.platforms.map(String)}
              onChange={(next) => choose({ platforms: next.map(Number).sort((a, b) => a - b) })}
            />
            <CheckboxGroup
              label={t(TEXT.variations)}
              options={JUDGE_VARIATIONS.map((variation) => ({
                value: variation,
                label: t(VARIATION_LABELS[variation]),
              }))}
              value={choice.variations}
              onChange={(next) =>
                choose({ variations: JUDGE_VARIATIONS.filter((variation) => next.includes(variation)) })
              }
            />
            <Inline>
              <Button
                variant="secondary"
                size="small"
                onPress={() => choose({ variations: [...JUDGE_VARIATIONS] })}
              >
                {t(TEXT.selectAll)}
              </Button>
            </Inline>
          </Card>
        ) : null}
        {choice.platforms.map((platform) => (
          <PlatformBanners
            key={platform}
            platform={platform}
            meet={choice.meet}
            variations={choice.variations}
          />
        ))}
      </Stack>
    </Box>
  );
}
