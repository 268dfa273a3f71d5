import type { JudgeFeed, LifterData } from '@gym/judge-core';
import { Heading, JudgeBanner, Stack } from '@gym/ui';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { useParams } from '../../routes/navigation.tsx';
import { AttemptsCard } from './AttemptsCard.tsx';
import { JUDGE_TEXTS } from './judge-texts.ts';
import { NextLifterForm } from './NextLifterForm.tsx';

const TITLE = defineMessages({
  title: { defaultMessage: 'Table, platform {platform}', description: 'The judge table operator’s heading' },
}).title;

/** The table operator's page: the platform's banner, the lifter up's attempts, the next lifter. */
export default function JudgeOperatorPage() {
  const t = useT();
  const platformId = Number(useParams().platformId);
  const state = api.useQuery(
    'get',
    '/api/judge/platforms/{platformId}',
    { params: { path: { platformId } } },
    { refetchInterval: 1_000 },
  );
  return (
    <QueryState query={state} loadingLabel={t(JUDGE_TEXTS.loadingPlatform)}>
      {(platform) => (
        <Stack gap="xlarge">
          <Heading level={1}>{t(TITLE, { platform: platform.platformNumber })}</Heading>
          <JudgeBanner platform={platform.platformNumber} feed={platform.combinedData as JudgeFeed} />
          {platform.combinedData.liftData.lifterData ? (
            <AttemptsCard
              platformId={platformId}
              lifter={platform.combinedData.liftData.lifterData as LifterData}
            />
          ) : null}
          <NextLifterForm platformId={platformId} />
        </Stack>
      )}
    </QueryState>
  );
}
