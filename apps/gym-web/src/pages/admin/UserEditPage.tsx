import {
  Button,
  Card,
  DatePicker,
  Heading,
  Inline,
  NumberField,
  Select,
  Stack,
  showToast,
  Text,
} from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useGuardedValues } from '../../app/leave-guard.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { RouteUser } from './RouteUser.tsx';
import {
  checkUserAdminValues,
  extendedExpiry,
  type UserAdminErrors,
  type UserAdminValues,
} from './user-edit-rules.ts';
import { roleLabel, type User } from './user-labels.ts';

/** Quick extensions of the platform subscription, in months. */
const EXTENSIONS = [1, 3, 6, 12] as const;

/** Edit a user as the admin: role, SMS credit and subscription end. */
export default function UserEditPage() {
  return <RouteUser>{(user) => <UserAdminForm user={user} />}</RouteUser>;
}

function UserAdminForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const { today } = useGymFormat();
  const roles = api.useQuery('get', '/api/enums/user-role');
  const update = api.useMutation('put', '/api/users/{id}');
  const { values, setValues, handOver } = useGuardedValues<UserAdminValues>({
    role: user.role,
    totalSms: user.totalSms,
    paymentExpiryDate: user.paymentExpiryDate,
  });
  // Messages show from the first Save on and follow the values after it.
  const [tried, setTried] = useState(false);
  const errors: UserAdminErrors = tried ? checkUserAdminValues(values) : {};
  // From the latest values: a field committing on blur and a button pressed in the same moment both count.
  const set = (change: Partial<UserAdminValues>) => setValues((current) => ({ ...current, ...change }));
  const detail = ROUTES.manageUser.to({ userId: user.id });
  const self = useSession().user.userId === user.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(checkUserAdminValues(values)).length > 0) return;
    handOver();
    update.mutate(
      {
        params: { path: { id: user.id } },
        body: {
          role: values.role as User['role'],
          totalSms: values.totalSms,
          paymentExpiryDate: values.paymentExpiryDate,
        },
      },
      {
        onSuccess: () => {
          showToast('User updated successfully!', 'success');
          navigate(detail);
        },
        onError: () => showToast('Failed to update user. Please try again.'),
      },
    );
  };

  const roleOptions = (roles.data ?? [user.role]).map((role) => ({ id: role, label: roleLabel(role) }));
  return (
    <Stack>
      <Heading level={1}>Edit User</Heading>
      <Text>
        {user.name} ({user.phone})
      </Text>
      <form onSubmit={submit} noValidate aria-label="Edit user">
        <Card>
          <Stack>
            <Select
              label="Role"
              options={roleOptions}
              selectedKey={values.role}
              onSelectionChange={(key) => set({ role: String(key) })}
              isDisabled={self}
              {...(self ? { description: 'You cannot remove your own super admin role.' } : {})}
            />
            <NumberField
              label="Total SMS"
              description="SMS credit left; negative means the user is in credit."
              value={values.totalSms}
              onChange={(totalSms) => set({ totalSms })}
              formatOptions={{ maximumFractionDigits: 0 }}
              errorMessage={errors.totalSms}
            />
            <DatePicker
              label="Payment Expiry Date"
              value={values.paymentExpiryDate}
              onChange={(paymentExpiryDate) => set({ paymentExpiryDate })}
            />
            <Inline>
              {EXTENSIONS.map((months) => (
                <Button
                  key={months}
                  variant="secondary"
                  size="small"
                  onPress={() =>
                    setValues((current) => ({
                      ...current,
                      paymentExpiryDate: extendedExpiry(current.paymentExpiryDate, today(), months),
                    }))
                  }
                >
                  {`+${months} ${months === 1 ? 'month' : 'months'}`}
                </Button>
              ))}
            </Inline>
            <Inline>
              <Button type="submit" isDisabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="secondary" onPress={() => navigate(detail)}>
                Cancel
              </Button>
            </Inline>
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
