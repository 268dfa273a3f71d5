import { Avatar, Badge, Box, Button, Card, Heading, Inline, Link, Stack, Text } from '@gym/ui';
import { lazy, Suspense } from 'react';
import { api, apiClient } from '../../app/api.ts';
import { ExportButton } from '../../app/ExportButton.tsx';
import { QueryState } from '../../app/QueryState.tsx';
import { useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { Fact } from '../../layouts/Fact.tsx';
import { useNavigate, useParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useMay } from '../../session/gym-role.ts';
import { withScheme } from './gym-form-rules.ts';
import type { Gym } from './gym-selection.ts';
import { GYM_TEXTS } from './gym-texts.ts';

const TEXT = defineMessages({
  noFacilities: { defaultMessage: 'No facilities listed.' },
  noSocialLinks: { defaultMessage: 'No social links.' },
  wifiScanner: { defaultMessage: 'WiFi scanner', description: 'The gym page: the WiFi QR code picture' },
  none: { defaultMessage: 'None', description: 'The gym page: no WiFi picture' },
  pricingPlans: { defaultMessage: 'Pricing Plans' },
  planPrice: {
    defaultMessage: '{plan}: {price} a month',
    description: 'A pricing plan and its monthly price',
  },
  noPlans: { defaultMessage: 'No pricing plans yet.' },
  managePlans: { defaultMessage: 'Manage pricing plans' },
  activity: {
    defaultMessage: 'Activity',
    description: 'The gym page: the card linking to the gym’s activity log',
  },
  activityHint: {
    defaultMessage: 'Every change to money, memberships and door access: who made it, and when.',
  },
  seeActivity: { defaultMessage: 'See the activity' },
});

/** The payment gateways' settings: a chunk of their own, loaded with the gym. */
const PaymentGatewaysCard = lazy(() => import('./PaymentGatewaysCard.tsx'));

/** One gym: basic info, facilities, location, social links, images and pricing plans. */
export default function GymDetailPage() {
  const t = useT();
  const gymId = Number(useParams().gymId);
  const gym = api.useQuery('get', '/api/gyms/{id}', { params: { path: { id: gymId } } });
  return (
    <QueryState query={gym} loadingLabel={t(GYM_TEXTS.loadingGym)} loadingLines={6}>
      {(data) => <GymDetails gym={data} />}
    </QueryState>
  );
}

function GymDetails({ gym: data }: { gym: Gym }) {
  const t = useT();
  const navigate = useNavigate();
  const may = useMay();
  return (
    <Stack gap="xlarge">
      <Inline justifyContent="space-between">
        <Inline>
          <Avatar name={data.gymName} src={data.gymLogoImageUrl} size="large" shape="logo" />
          <Heading level={1}>{data.gymName}</Heading>
        </Inline>
        <Inline>
          {may('data.export') ? (
            <ExportButton
              everything
              download={() =>
                apiClient.GET('/api/exports/gyms/{gymId}/everything', {
                  params: { path: { gymId: data.id } },
                  parseAs: 'blob',
                })
              }
            />
          ) : null}
          {may('gym.settings') ? (
            <Button variant="secondary" onPress={() => navigate(ROUTES.gymEdit.to({ gymId: data.id }))}>
              {t(GYM_TEXTS.editGym)}
            </Button>
          ) : null}
        </Inline>
      </Inline>
      <Card title={t(GYM_TEXTS.basicInfo)} level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Fact label={t(GYM_TEXTS.gymName)}>{data.gymName}</Fact>
          <Fact label={t(GYM_TEXTS.email)}>{data.emailAddress}</Fact>
          <Fact label={t(GYM_TEXTS.address)}>{data.address}</Fact>
          <Fact label={t(GYM_TEXTS.branch)}>{data.branch}</Fact>
          <Fact label={t(GYM_TEXTS.website)}>
            {data.websiteURL ? <Link href={withScheme(data.websiteURL)}>{data.websiteURL}</Link> : null}
          </Fact>
          <Fact label={t(GYM_TEXTS.openingHours)}>{data.openingHours}</Fact>
          <Fact label={t(GYM_TEXTS.contactNumber)}>{data.contactNumber.join(', ')}</Fact>
        </Box>
      </Card>
      <Card title={t(GYM_TEXTS.facilities)} level={2}>
        {data.facilities.length > 0 ? (
          <Inline>
            {data.facilities.map((facility) => (
              <Badge key={facility}>{facility}</Badge>
            ))}
          </Inline>
        ) : (
          <Text tone="muted">{t(TEXT.noFacilities)}</Text>
        )}
      </Card>
      {may('payments.gateways') ? (
        <Suspense fallback={null}>
          <PaymentGatewaysCard gymId={data.id} />
        </Suspense>
      ) : null}
      <Card title={t(GYM_TEXTS.location)} level={2}>
        <Inline gap="xlarge">
          <Fact label={t(GYM_TEXTS.latitude)}>{data.latitude ?? '-'}</Fact>
          <Fact label={t(GYM_TEXTS.longitude)}>{data.longitude ?? '-'}</Fact>
        </Inline>
      </Card>
      <Card title={t(GYM_TEXTS.socialLinks)} level={2}>
        {data.socialMediaLinks.length > 0 ? (
          <Stack gap="xsmall">
            {data.socialMediaLinks.map((link) => (
              <Link key={link} href={withScheme(link)}>
                {link}
              </Link>
            ))}
          </Stack>
        ) : (
          <Text tone="muted">{t(TEXT.noSocialLinks)}</Text>
        )}
      </Card>
      <Card title={t(GYM_TEXTS.images)} level={2}>
        <Inline gap="xlarge">
          <Stack gap="xsmall">
            <Text tone="muted" size="small">
              {t(GYM_TEXTS.logo)}
            </Text>
            <Avatar name={data.gymName} src={data.gymLogoImageUrl} size="large" shape="logo" />
          </Stack>
          <Stack gap="xsmall">
            <Text tone="muted" size="small">
              {t(TEXT.wifiScanner)}
            </Text>
            {data.wifiScannerImageUrl ? (
              <Avatar name={t(TEXT.wifiScanner)} src={data.wifiScannerImageUrl} size="large" shape="square" />
            ) : (
              <Text tone="muted">{t(TEXT.none)}</Text>
            )}
          </Stack>
        </Inline>
      </Card>
      <Card title={t(TEXT.pricingPlans)} level={2}>
        {data.pricingPlanDto.length > 0 ? (
          <Stack gap="xsmall">
            {data.pricingPlanDto.map((plan) => (
              <Text key={plan.id}>
                {t(TEXT.planPrice, { plan: plan.planName, price: plan.monthlyPrice })}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text tone="muted">{t(TEXT.noPlans)}</Text>
        )}
        {may('pricing.write') ? (
          <Link href={ROUTES.gymPricing.to({ gymId: data.id })}>{t(TEXT.managePlans)}</Link>
        ) : null}
      </Card>
      {may('money.read') ? (
        <Card title={t(TEXT.activity)} level={2}>
          <Text tone="muted">{t(TEXT.activityHint)}</Text>
          <Link href={ROUTES.gymActivity.to({ gymId: data.id })}>{t(TEXT.seeActivity)}</Link>
        </Card>
      ) : null}
    </Stack>
  );
}
