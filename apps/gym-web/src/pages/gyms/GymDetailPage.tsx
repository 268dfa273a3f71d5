import { Avatar, Badge, Box, Button, Card, Heading, Inline, Link, Stack, Text } from '@gym/ui';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { Fact } from '../../layouts/Fact.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { withScheme } from './gym-form-rules.ts';
import type { Gym } from './gym-selection.ts';

/** The payment gateways' settings: a chunk of their own, loaded with the gym. */
const PaymentGatewaysCard = lazy(() => import('./PaymentGatewaysCard.tsx'));

/** One gym: basic info, facilities, location, social links, images and pricing plans. */
export default function GymDetailPage() {
  const gymId = Number(useParams().gymId);
  const gym = api.useQuery('get', '/api/gyms/{id}', { params: { path: { id: gymId } } });
  return (
    <QueryState query={gym} loadingLabel="Loading the gym" loadingLines={6}>
      {(data) => <GymDetails gym={data} />}
    </QueryState>
  );
}

function GymDetails({ gym: data }: { gym: Gym }) {
  const navigate = useNavigate();
  return (
    <Stack gap="xlarge">
      <Inline justifyContent="space-between">
        <Inline>
          <Avatar name={data.gymName} src={data.gymLogoImageUrl} size="large" shape="logo" />
          <Heading level={1}>{data.gymName}</Heading>
        </Inline>
        <Button variant="secondary" onPress={() => navigate(ROUTES.gymEdit.to({ gymId: data.id }))}>
          Edit Gym
        </Button>
      </Inline>
      <Card title="Basic Info" level={2}>
        <Box display="grid" gap="medium" gridTemplateColumns={{ mobile: 'one', desktop: 'two' }}>
          <Fact label="Gym Name">{data.gymName}</Fact>
          <Fact label="Email">{data.emailAddress}</Fact>
          <Fact label="Address">{data.address}</Fact>
          <Fact label="Branch">{data.branch}</Fact>
          <Fact label="Website">
            {data.websiteURL ? <Link href={withScheme(data.websiteURL)}>{data.websiteURL}</Link> : null}
          </Fact>
          <Fact label="Opening Hours">{data.openingHours}</Fact>
          <Fact label="Contact Number">{data.contactNumber.join(', ')}</Fact>
        </Box>
      </Card>
      <Card title="Facilities" level={2}>
        {data.facilities.length > 0 ? (
          <Inline>
            {data.facilities.map((facility) => (
              <Badge key={facility}>{facility}</Badge>
            ))}
          </Inline>
        ) : (
          <Text tone="muted">No facilities listed.</Text>
        )}
      </Card>
      <Suspense fallback={null}>
        <PaymentGatewaysCard gymId={data.id} />
      </Suspense>
      <Card title="Location" level={2}>
        <Inline gap="xlarge">
          <Fact label="Latitude">{data.latitude ?? '-'}</Fact>
          <Fact label="Longitude">{data.longitude ?? '-'}</Fact>
        </Inline>
      </Card>
      <Card title="Social Media Links" level={2}>
        {data.socialMediaLinks.length > 0 ? (
          <Stack gap="xsmall">
            {data.socialMediaLinks.map((link) => (
              <Link key={link} href={withScheme(link)}>
                {link}
              </Link>
            ))}
          </Stack>
        ) : (
          <Text tone="muted">No social links.</Text>
        )}
      </Card>
      <Card title="Images" level={2}>
        <Inline gap="xlarge">
          <Stack gap="xsmall">
            <Text tone="muted" size="small">
              Logo
            </Text>
            <Avatar name={data.gymName} src={data.gymLogoImageUrl} size="large" shape="logo" />
          </Stack>
          <Stack gap="xsmall">
            <Text tone="muted" size="small">
              WiFi scanner
            </Text>
            {data.wifiScannerImageUrl ? (
              <Avatar name="WiFi scanner" src={data.wifiScannerImageUrl} size="large" shape="square" />
            ) : (
              <Text tone="muted">None</Text>
            )}
          </Stack>
        </Inline>
      </Card>
      <Card title="Pricing Plans" level={2}>
        {data.pricingPlanDto.length > 0 ? (
          <Stack gap="xsmall">
            {data.pricingPlanDto.map((plan) => (
              <Text key={plan.id}>
                {plan.planName}: {plan.monthlyPrice} a month
              </Text>
            ))}
          </Stack>
        ) : (
          <Text tone="muted">No pricing plans yet.</Text>
        )}
        <Link href={ROUTES.gymPricing.to({ gymId: data.id })}>Manage pricing plans</Link>
      </Card>
      <Card title="Activity" level={2}>
        <Text tone="muted">Every change to money, memberships and door access: who made it, and when.</Text>
        <Link href={ROUTES.gymActivity.to({ gymId: data.id })}>See the activity</Link>
      </Card>
    </Stack>
  );
}
