import type { components } from '@gym/api-client';
import {
  Badge,
  Button,
  Card,
  CodeSnippet,
  Heading,
  Inline,
  Link,
  NumberField,
  ResponsiveList,
  Stack,
  Switch,
  showToast,
  Text,
  TextField,
} from '@gym/ui';
import { api } from '../../app/api.ts';
import { fieldTopic, toastRefusal } from '../../app/form-feedback.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { JUDGE_TEXTS } from './judge-texts.ts';
import { viewerQuery } from './viewer-address.ts';

type Meet = components['schemas']['Meet'];

/** The toast topics: the new-meet form, the live switch and each platform's unlock. */
const MEET_FORM = 'meet-form';
const LIVE_MEET = 'live-meet';
const UNLOCK = 'referee-unlock';

const TEXT = defineMessages({
  created: { defaultMessage: 'Meet created', description: 'Toast after a meet is created' },
  notCreated: { defaultMessage: 'Failed to create the meet.', description: 'Toast' },
  title: { defaultMessage: 'Meets', description: 'The judge meets page’s heading' },
  intro: {
    defaultMessage:
      'Each meet has its own public address for its viewer and widget. The live meet is the one /judge-results and the widget show when they name no meet.',
  },
  newMeet: { defaultMessage: 'New meet', description: 'The card that creates a meet' },
  meetName: { defaultMessage: 'Meet name' },
  platforms: { defaultMessage: 'Platforms', description: 'How many platforms a meet has' },
  creating: { defaultMessage: 'Creating...' },
  create: { defaultMessage: 'Create meet' },
  loading: { defaultMessage: 'Loading meets', description: 'Screen reader: while loading' },
  createAbove: { defaultMessage: "Create a meet above to get its platforms' pages and referee codes." },
  publicAddress: { defaultMessage: 'Public address: {slug}' },
  isLive: { defaultMessage: '{meet} is the live meet', description: 'Toast' },
  notLive: { defaultMessage: '{meet} is not live', description: 'Toast' },
  liveNotChanged: { defaultMessage: 'The live meet was not changed.', description: 'Toast' },
  liveMeet: { defaultMessage: 'Live meet: {meet}', description: 'The switch that makes a meet the live one' },
  watch: { defaultMessage: 'Watch {meet} live' },
  embed: { defaultMessage: 'Embed snippet for {meet}' },
  token: { defaultMessage: 'Competition software token of {meet}' },
  platformsOf: { defaultMessage: 'Platforms of {meet}', description: 'The table’s name' },
  platform: { defaultMessage: 'Platform', description: 'Meet platforms: column' },
  platformN: { defaultMessage: 'Platform {number}' },
  refereeCode: { defaultMessage: 'Referee code', description: 'Meet platforms: column' },
  pages: { defaultMessage: 'Pages', description: 'Meet platforms: column of links' },
  table: { defaultMessage: 'Table', description: 'Link to a platform’s table operator page' },
  referee: { defaultMessage: 'Referee', description: 'Link to a platform’s referee page' },
  viewer: { defaultMessage: 'Viewer', description: 'Link to a platform’s public viewer' },
  phonesLocked: {
    defaultMessage: '{count, plural, one {# phone locked} other {# phones locked}}',
    description: 'Referee phones locked out after wrong codes',
  },
  unlocking: { defaultMessage: 'Unlocking...' },
  unlocked: { defaultMessage: 'Referee phones of platform {number} unlocked', description: 'Toast' },
  notUnlocked: { defaultMessage: 'The phones were not unlocked.', description: 'Toast' },
  unlock: { defaultMessage: 'Unlock phones' },
});

/** The new meet's rule before it is sent: a name. */
const validateMeet = ({ name }: { name: string }): { name?: string } =>
  name.trim() ? {} : { name: translate(JUDGE_TEXTS.nameRequired) };

/** The viewer's address for all of a meet's platforms, large banners. */
const viewerHref = (meet: Meet, platforms = meet.platforms.map((platform) => platform.number)) =>
  `${ROUTES.judgeViewer.to()}${viewerQuery({
    meet: meet.slug,
    platforms,
    variations: ['banner-300'],
    dark: false,
    showSettings: true,
  })}`;

/** What a federation pastes into its own site: the README's snippet, pointed at this meet. */
function embedSnippet(meet: Meet): string {
  const { origin } = window.location;
  const platforms = meet.platforms.map((platform) => platform.number).join(',');
  // No indentation: the snippet wraps by itself at any width.
  return `<script src="${origin}/judge-results.js"></script>
<judge-results server="${origin}" meet="${meet.slug}" platforms="${platforms}" variations="banner-300"></judge-results>`;
}

/** A meet owner's competitions: create one, and find each platform's pages and referee code. */
export default function JudgeMeetsPage() {
  // Asked again now and then: a referee phone may be locked out at any time.
  const t = useT();
  const meets = api.useQuery('get', '/api/judge/meets', {}, { refetchInterval: 15_000 });
  const create = api.useMutation('post', '/api/judge/meets');
  const form = useValidatedForm({ name: '', platformCount: 1 }, validateMeet, ({ name, platformCount }) =>
    create.mutate(
      { body: { name: name.trim(), platformCount } },
      {
        // On the form's topic: 'Meet created' closes a refusal still showing, and the other way round.
        onSuccess: () => {
          showToast(translate(TEXT.created), 'success', MEET_FORM);
          form.set({ name: '' });
        },
        onError: (error) => toastRefusal(MEET_FORM, error, translate(TEXT.notCreated), '', serverText),
      },
    ),
  );

  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>{t(TEXT.title)}</Heading>
        <Text tone="muted">{t(TEXT.intro)}</Text>
      </Stack>
      <Card title={t(TEXT.newMeet)} level={2}>
        <form onSubmit={form.submit} noValidate>
          <Stack>
            <TextField
              label={t(TEXT.meetName)}
              requiredMark
              value={form.values.name}
              onChange={(name) => form.set({ name })}
              errorMessage={serverText(form.errors.name)}
            />
            <NumberField
              label={t(TEXT.platforms)}
              minValue={1}
              maxValue={20}
              value={form.values.platformCount}
              onChange={(platformCount) => form.set({ platformCount })}
            />
            <Inline>
              <Button type="submit" isPending={create.isPending} pendingLabel={t(TEXT.creating)}>
                {t(TEXT.create)}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
      <QueryState
        query={meets}
        loadingLabel={t(TEXT.loading)}
        empty={{
          isEmpty: (list) => list.length === 0,
          kind: 'meet',
          next: <Text>{t(TEXT.createAbove)}</Text>,
        }}
      >
        {(list) => list.map((meet) => <MeetCard key={meet.id} meet={meet} />)}
      </QueryState>
    </Stack>
  );
}

/** One meet: its public address, the live switch, the viewer and embed snippet, its platforms' pages. */
function MeetCard({ meet }: { meet: Meet }) {
  const t = useT();
  const markLive = api.useMutation('put', '/api/judge/meets/{meetId}/live');
  return (
    <Card title={meet.name} level={2}>
      <Stack>
        <Text tone="muted" size="small">
          {t(TEXT.publicAddress, { slug: meet.slug })}
        </Text>
        <Switch
          isSelected={meet.live}
          isDisabled={markLive.isPending}
          onChange={(live) =>
            markLive.mutate(
              { params: { path: { meetId: meet.id } }, body: { live } },
              {
                onSuccess: () =>
                  showToast(
                    translate(live ? TEXT.isLive : TEXT.notLive, { meet: meet.name }),
                    'success',
                    LIVE_MEET,
                  ),
                onError: (error) =>
                  toastRefusal(LIVE_MEET, error, translate(TEXT.liveNotChanged), '', serverText),
              },
            )
          }
        >
          {t(TEXT.liveMeet, { meet: meet.name })}
        </Switch>
        <Inline>
          <Link href={viewerHref(meet)}>{t(TEXT.watch, { meet: meet.name })}</Link>
        </Inline>
        <CodeSnippet label={t(TEXT.embed, { meet: meet.name })} code={embedSnippet(meet)} />
        <CodeSnippet label={t(TEXT.token, { meet: meet.name })} code={meet.meetToken} />
        <ResponsiveList
          label={t(TEXT.platformsOf, { meet: meet.name })}
          columns={[
            {
              id: 'number',
              title: t(TEXT.platform),
              cell: (platform) => t(TEXT.platformN, { number: platform.number }),
              isRowHeader: true,
            },
            {
              id: 'code',
              title: t(TEXT.refereeCode),
              cell: (platform) => <RefereeCode platform={platform} />,
            },
            {
              id: 'pages',
              title: t(TEXT.pages),
              cell: (platform) => (
                <Inline gap="medium">
                  <Link href={ROUTES.judgeOperator.to({ platformId: platform.platformId })}>
                    {t(TEXT.table)}
                  </Link>
                  <Link href={ROUTES.judgeReferee.to({ platformId: platform.platformId })}>
                    {t(TEXT.referee)}
                  </Link>
                  <Link href={viewerHref(meet, [platform.number])}>{t(TEXT.viewer)}</Link>
                </Inline>
              ),
            },
          ]}
          items={meet.platforms}
          rowKey={(platform) => platform.platformId}
        />
      </Stack>
    </Card>
  );
}

/** A platform's referee code, and the phones locked out of it after too many wrong codes. */
function RefereeCode({ platform }: { platform: components['schemas']['MeetPlatform'] }) {
  const t = useT();
  const unlock = api.useMutation('delete', '/api/judge/platforms/{platformId}/referee-locks');
  const locked = platform.lockedDevices;
  return (
    <Stack gap="xsmall">
      <Text>{platform.refereeCode}</Text>
      {locked > 0 ? (
        <Inline gap="small" alignItems="center">
          <Badge tone="critical">{t(TEXT.phonesLocked, { count: locked })}</Badge>
          <Button
            variant="secondary"
            size="small"
            isPending={unlock.isPending}
            pendingLabel={t(TEXT.unlocking)}
            onPress={() =>
              unlock.mutate(
                { params: { path: { platformId: platform.platformId } } },
                {
                  onSuccess: () =>
                    showToast(
                      translate(TEXT.unlocked, { number: platform.number }),
                      'success',
                      fieldTopic(UNLOCK, String(platform.platformId)),
                    ),
                  onError: (error) =>
                    toastRefusal(
                      fieldTopic(UNLOCK, String(platform.platformId)),
                      error,
                      translate(TEXT.notUnlocked),
                      '',
                      serverText,
                    ),
                },
              )
            }
          >
            {t(TEXT.unlock)}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
