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
import { ROUTES } from '../../routes/route-table.ts';
import { viewerQuery } from './viewer-address.ts';

type Meet = components['schemas']['Meet'];

/** The toast topics: the new-meet form, the live switch and each platform's unlock. */
const MEET_FORM = 'meet-form';
const LIVE_MEET = 'live-meet';
const UNLOCK = 'referee-unlock';

/** The new meet's rule before it is sent: a name. */
const validateMeet = ({ name }: { name: string }): { name?: string } =>
  name.trim() ? {} : { name: 'Name is required.' };

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
  const meets = api.useQuery('get', '/api/judge/meets', {}, { refetchInterval: 15_000 });
  const create = api.useMutation('post', '/api/judge/meets');
  const form = useValidatedForm({ name: '', platformCount: 1 }, validateMeet, ({ name, platformCount }) =>
    create.mutate(
      { body: { name: name.trim(), platformCount } },
      {
        // On the form's topic: 'Meet created' closes a refusal still showing, and the other way round.
        onSuccess: () => {
          showToast('Meet created', 'success', MEET_FORM);
          form.set({ name: '' });
        },
        onError: (error) => toastRefusal(MEET_FORM, error, 'Failed to create the meet.'),
      },
    ),
  );

  return (
    <Stack gap="xlarge">
      <Stack gap="xsmall">
        <Heading level={1}>Meets</Heading>
        <Text tone="muted">
          Each meet has its own public address for its viewer and widget. The live meet is the one
          /judge-results and the widget show when they name no meet.
        </Text>
      </Stack>
      <Card title="New meet" level={2}>
        <form onSubmit={form.submit} noValidate>
          <Stack>
            <TextField
              label="Meet name"
              requiredMark
              value={form.values.name}
              onChange={(name) => form.set({ name })}
              errorMessage={form.errors.name}
            />
            <NumberField
              label="Platforms"
              minValue={1}
              maxValue={20}
              value={form.values.platformCount}
              onChange={(platformCount) => form.set({ platformCount })}
            />
            <Inline>
              <Button type="submit" isPending={create.isPending} pendingLabel="Creating...">
                Create meet
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
      <QueryState
        query={meets}
        loadingLabel="Loading meets"
        empty={{
          isEmpty: (list) => list.length === 0,
          kind: 'meet',
          next: <Text>Create a meet above to get its platforms' pages and referee codes.</Text>,
        }}
      >
        {(list) => list.map((meet) => <MeetCard key={meet.id} meet={meet} />)}
      </QueryState>
    </Stack>
  );
}

/** One meet: its public address, the live switch, the viewer and embed snippet, its platforms' pages. */
function MeetCard({ meet }: { meet: Meet }) {
  const markLive = api.useMutation('put', '/api/judge/meets/{meetId}/live');
  return (
    <Card title={meet.name} level={2}>
      <Stack>
        <Text tone="muted" size="small">
          Public address: {meet.slug}
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
                    live ? `${meet.name} is the live meet` : `${meet.name} is not live`,
                    'success',
                    LIVE_MEET,
                  ),
                onError: (error) => toastRefusal(LIVE_MEET, error, 'The live meet was not changed.'),
              },
            )
          }
        >
          Live meet: {meet.name}
        </Switch>
        <Inline>
          <Link href={viewerHref(meet)}>Watch {meet.name} live</Link>
        </Inline>
        <CodeSnippet label={`Embed snippet for ${meet.name}`} code={embedSnippet(meet)} />
        <CodeSnippet label={`Competition software token of ${meet.name}`} code={meet.meetToken} />
        <ResponsiveList
          label={`Platforms of ${meet.name}`}
          columns={[
            {
              id: 'number',
              title: 'Platform',
              cell: (platform) => `Platform ${platform.number}`,
              isRowHeader: true,
            },
            { id: 'code', title: 'Referee code', cell: (platform) => <RefereeCode platform={platform} /> },
            {
              id: 'pages',
              title: 'Pages',
              cell: (platform) => (
                <Inline gap="medium">
                  <Link href={ROUTES.judgeOperator.to({ platformId: platform.platformId })}>Table</Link>
                  <Link href={ROUTES.judgeReferee.to({ platformId: platform.platformId })}>Referee</Link>
                  <Link href={viewerHref(meet, [platform.number])}>Viewer</Link>
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
  const unlock = api.useMutation('delete', '/api/judge/platforms/{platformId}/referee-locks');
  const locked = platform.lockedDevices;
  return (
    <Stack gap="xsmall">
      <Text>{platform.refereeCode}</Text>
      {locked > 0 ? (
        <Inline gap="small" alignItems="center">
          <Badge tone="critical">
            {locked} phone{locked > 1 ? 's' : ''} locked
          </Badge>
          <Button
            variant="secondary"
            size="small"
            isPending={unlock.isPending}
            pendingLabel="Unlocking..."
            onPress={() =>
              unlock.mutate(
                { params: { path: { platformId: platform.platformId } } },
                {
                  onSuccess: () =>
                    showToast(
                      `Referee phones of platform ${platform.number} unlocked`,
                      'success',
                      fieldTopic(UNLOCK, String(platform.platformId)),
                    ),
                  onError: (error) =>
                    toastRefusal(
                      fieldTopic(UNLOCK, String(platform.platformId)),
                      error,
                      'The phones were not unlocked.',
                    ),
                },
              )
            }
          >
            Unlock phones
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
