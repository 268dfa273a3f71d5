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
import { api } from '../../app/api.ts';
import { useGymFormat } from '../../app/gym-format.ts';
import { useGuardedValues } from '../../app/leave-guard.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverTexts } from '../../i18n/server-texts.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { useSession } from '../../session/session-store.ts';
import { ADMIN_TEXTS } from './admin-texts.ts';
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

const TEXT = defineMessages({
  updated: {
    defaultMessage: 'User updated successfully!',
    description: 'Toast after the admin saves a user',
  },
  updateFailed: { defaultMessage: 'Failed to update user. Please try again.', description: 'Toast' },
  nameAndPhone: { defaultMessage: '{name} ({phone})', description: 'The user being edited' },
  formName: { defaultMessage: 'Edit user', description: 'The admin’s user form’s name' },
  ownRole: { defaultMessage: 'You cannot remove your own super admin role.' },
  totalSmsHint: { defaultMessage: 'SMS credit left; negative means the user is in credit.' },
  expiryDate: { defaultMessage: 'Payment Expiry Date' },
  extend: {
    defaultMessage: '+{months, plural, one {# month} other {# months}}',
    description: 'Extends the subscription by some months',
  },
  saving: { defaultMessage: 'Saving...', description: 'A save button while it saves' },
  save: { defaultMessage: 'Save', description: 'The admin’s user form: save' },
  cancel: { defaultMessage: 'Cancel', description: 'A form’s button that leaves without saving' },
});

/** Edit a user as the admin: role, SMS credit and subscription end. */
export default function UserEditPage() {
  return <RouteUser>{(user) => <UserAdminForm user={user} />}</RouteUser>;
}

function UserAdminForm({ user }: { user: User }) {
  const t = useT();
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
  const errors: UserAdminErrors = tried ? serverTexts(checkUserAdminValues(values)) : {};
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
          showToast(translate(TEXT.updated), 'success');
          navigate(detail);
        },
        onError: () => showToast(translate(TEXT.updateFailed)),
      },
    );
  };

  const roleOptions = (roles.data ?? [user.role]).map((role) => ({ id: role, label: roleLabel(role) }));
  return (
    <Stack>
      <Heading level={1}>{t(ADMIN_TEXTS.editUser)}</Heading>
      <Text>{t(TEXT.nameAndPhone, { name: user.name, phone: user.phone })}</Text>
      <form onSubmit={submit} noValidate aria-label={t(TEXT.formName)}>
        <Card>
          <Stack>
            <Select
              label={t(ADMIN_TEXTS.role)}
              options={roleOptions}
              selectedKey={values.role}
              onSelectionChange={(key) => set({ role: String(key) })}
              isDisabled={self}
              {...(self ? { description: t(TEXT.ownRole) } : {})}
            />
            <NumberField
              label={t(ADMIN_TEXTS.totalSms)}
              description={t(TEXT.totalSmsHint)}
              value={values.totalSms}
              onChange={(totalSms) => set({ totalSms })}
              formatOptions={{ maximumFractionDigits: 0 }}
              errorMessage={errors.totalSms}
            />
            <DatePicker
              label={t(TEXT.expiryDate)}
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
                  {t(TEXT.extend, { months })}
                </Button>
              ))}
            </Inline>
            <Inline>
              <Button type="submit" isDisabled={update.isPending}>
                {update.isPending ? t(TEXT.saving) : t(TEXT.save)}
              </Button>
              <Button variant="secondary" onPress={() => navigate(detail)}>
                {t(TEXT.cancel)}
              </Button>
            </Inline>
          </Stack>
        </Card>
      </form>
    </Stack>
  );
}
