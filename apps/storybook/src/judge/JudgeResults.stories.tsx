import type { paths } from '@gym/api-client';
import { feedOf, LIFTER_BEFORE_OPENER, NOT_DECIDED, TWO_GOOD, TWO_RED } from '@gym/judge-core/fixtures';
import { defineJudgeResults } from '@gym/judge-widget';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http as plainHttp } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { useLayoutEffect, useRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { mockApi } from '../fixtures/mock-api.ts';

defineJudgeResults();

const http = createOpenApiHttp<paths>();

/** What platform 1's feed answers in a story: a moment of the meet, or nothing at all. */
type FeedAnswer = ReturnType<typeof feedOf> | 'unreachable';

interface WidgetArgs {
  variations: string;
  platforms: string;
  theme: 'light' | 'dark';
  transparent: boolean;
}

interface WidgetParameters {
  feed: FeedAnswer;
  /** What the story must show inside the element's shadow root. */
  shows: string;
}

/** The live stream is closed here: the element falls back to polling the typed read below. */
const closedStream = plainHttp.get('/public/api/judge/platforms/:platformId/events', () =>
  HttpResponse.text('', { status: 204 }),
);

const feedHandlers = (answer: FeedAnswer) => [
  closedStream,
  http.get('/public/api/judge/combined-data', ({ response }) =>
    answer === 'unreachable' ? HttpResponse.error() : response(200).json(answer),
  ),
];

/**
 * The element as a federation's page writes it: attributes only (React would set its read-only
 * properties instead).
 */
function JudgeResults({ variations, platforms, theme, transparent }: WidgetArgs) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = document.createElement('judge-results');
    element.setAttribute('platforms', platforms);
    element.setAttribute('variations', variations);
    element.setAttribute('theme', theme);
    if (transparent) element.setAttribute('transparent', '');
    host.current?.replaceChildren(element);
    return () => element.remove();
  }, [variations, platforms, theme, transparent]);
  return <div ref={host} />;
}

const meta = {
  component: JudgeResults,
  args: { variations: 'banner-300', platforms: '1', theme: 'light', transparent: false },
  argTypes: {
    variations: {
      control: 'select',
      options: ['banner-100', 'banner-200', 'banner-300', 'minimalist-stats', 'banner-300,minimalist-stats'],
    },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
  },
  parameters: {
    feed: feedOf({ results: TWO_GOOD }),
    shows: 'Sita Rai',
  } satisfies WidgetParameters,
  beforeEach: async ({ parameters }) => {
    await mockApi(feedHandlers((parameters as WidgetParameters).feed));
  },
  // The element draws into its own shadow root: wait there for what the story must show.
  play: async ({ canvasElement, parameters }) => {
    const { shows } = parameters as WidgetParameters;
    await waitFor(
      () => {
        const roots = [...canvasElement.querySelectorAll('judge-results')].map(
          (element) => element.shadowRoot,
        );
        expect(roots.some((root) => root?.textContent?.includes(shows))).toBe(true);
      },
      { timeout: 10_000 },
    );
  },
} satisfies Meta<typeof JudgeResults>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Banner300: Story = {};
export const Banner200: Story = { args: { variations: 'banner-200' } };
export const Banner100: Story = { args: { variations: 'banner-100' } };
export const MinimalistStats: Story = { args: { variations: 'minimalist-stats' } };

export const Dark: Story = {
  args: { theme: 'dark' },
  parameters: { backgrounds: { disable: true } },
  decorators: [(Story) => <div style={{ background: '#0f1115', padding: 16 }}>{Story()}</div>],
};

/** Over a livestream's picture: the element draws no background of its own. */
export const TransparentOverStream: Story = {
  args: { transparent: true, theme: 'dark', variations: 'banner-200' },
  decorators: [
    (Story) => (
      <div style={{ background: 'linear-gradient(135deg, #3b5b2a, #8a6d3b 60%, #2d3f5c)', padding: 24 }}>
        {Story()}
      </div>
    ),
  ],
};

export const WaitingForData: Story = {
  parameters: { feed: feedOf({ lifter: null }), shows: 'Waiting for lifter...' },
};

export const BeforeTheLights: Story = {
  parameters: {
    feed: feedOf({ lifter: LIFTER_BEFORE_OPENER, lift: 'S', results: NOT_DECIDED }),
    shows: 'Sita Rai',
  },
};

export const NoLiftWithCards: Story = {
  parameters: { feed: feedOf({ results: TWO_RED, cards: { 1: 1, 2: 3, 3: null } }), shows: 'Sita Rai' },
};

export const Failure: Story = {
  parameters: { feed: 'unreachable', shows: 'Failed to fetch data for Platform 1' },
};

/**
 * A federation's page whose stylesheet tries to reach everything (resets, !important colours,
 * fonts and borders on every element): the banner inside the shadow root must look as above.
 */
const hostilePage: Decorator = (Story) => (
  <div className="hostile-page">
    <style>{`
      .hostile-page, .hostile-page * { all: revert; }
      .hostile-page * { color: #c00000 !important; font-family: "Comic Sans MS", cursive !important;
        font-size: 22px !important; line-height: 3 !important; letter-spacing: 2px !important;
        border: 4px dashed #7a1fa2 !important; background: #fff59d !important; box-sizing: content-box !important; }
      .hostile-page div, .hostile-page span, .hostile-page ul, .hostile-page li { display: inline !important; }
      judge-results { width: 50% !important; margin: 12px !important; padding: 12px !important; }
    `}</style>
    <h2>Results from the federation</h2>
    <p>Our partners' live results, embedded below.</p>
    {Story()}
  </div>
);

export const InsideAHostilePage: Story = { decorators: [hostilePage] };
