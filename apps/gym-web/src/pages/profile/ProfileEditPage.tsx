import type { components } from '@gym/api-client';
import { errorMessage } from '@gym/api-client';
import { Button, Heading, Inline, Stack, showToast, TextField } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGoBack } from '../../app/go-back.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { DistrictSelect } from '../auth/DistrictSelect.tsx';
import { type ProfileErrors, type ProfileForm, validateProfile } from './profile-rules.ts';
import { useOwnProfile } from './useOwnProfile.ts';

type User = components['schemas']['User'];

const TEXT = defineMessages({
  title: { defaultMessage: 'Edit Profile', description: 'Edit profile page: its heading' },
  loading: { defaultMessage: 'Loading your profile', description: 'Screen reader: while loading' },
  failed: {
    defaultMessage: 'Failed to update profile.',
    description: 'Toast when the profile was not saved',
  },
  name: { defaultMessage: 'Name', description: 'A person’s name' },
  phone: { defaultMessage: 'Phone', description: 'A phone number' },
  address: { defaultMessage: 'Address', description: 'A postal address' },
  chooseDistrict: {
    defaultMessage: 'Choose your district',
    description: 'The district list before a choice',
  },
  saving: { defaultMessage: 'Saving...', description: 'A save button while it works' },
  save: { defaultMessage: 'Save', description: 'A form’s button' },
  cancel: { defaultMessage: 'Cancel', description: 'A form’s button' },
});

/** Edit Profile: name and phone (required), address and district; back to where it was opened on success. */
export default function ProfileEditPage() {
  const t = useT();
  const profile = useOwnProfile();
  return (
    <Stack gap="xlarge">
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <QueryState query={profile} loadingLabel={t(TEXT.loading)} loadingLines={5}>
        {(user) => <ProfileEditForm user={user} />}
      </QueryState>
    </Stack>
  );
}

function ProfileEditForm({ user }: { user: User }) {
  const t = useT();
  // Back to where the form was opened; opened directly (no history in the app), to the profile.
  const goBack = useGoBack();
  const back = () => goBack(ROUTES.profile.to());
  const update = api.useMutation('put', '/api/users/{id}');
  const save = (form: ProfileForm) =>
    update.mutate(
      {
        params: { path: { id: user.id } },
        body: {
          name: form.name.trim(),
          phone: form.phone.trim(),
          address: form.address.trim() || null,
          country: form.country,
          district: form.district || null,
        },
      },
      {
        onSuccess: back,
        // The specification shows nothing here; a refused phone or name is worth saying, the form kept.
        onError: (error) => showToast(serverText(errorMessage(error, translate(TEXT.failed)))),
      },
    );
  const {
    values: form,
    set,
    errors,
    submit,
  } = useValidatedForm<ProfileForm, ProfileErrors>(
    {
      name: user.name,
      phone: user.phone,
      address: user.address ?? '',
      country: user.country,
      district: user.district ?? '',
    },
    validateProfile,
    save,
    { refusal: update.error },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack maxWidth="form">
        <TextField
          label={t(TEXT.name)}
          autoComplete="name"
          requiredMark
          value={form.name}
          onChange={(name) => set({ name })}
          errorMessage={serverText(errors.name)}
        />
        <TextField
          label={t(TEXT.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          requiredMark
          value={form.phone}
          onChange={(phone) => set({ phone })}
          errorMessage={serverText(errors.phone)}
        />
        <TextField
          label={t(TEXT.address)}
          autoComplete="street-address"
          value={form.address}
          onChange={(address) => set({ address })}
          errorMessage={serverText(errors.address)}
        />
        <DistrictSelect
          country={form.country}
          onCountryChange={(country) => set({ country, district: '' })}
          placeholder={t(TEXT.chooseDistrict)}
          value={form.district}
          onChange={(district) => set({ district })}
          errorMessage={serverText(errors.district)}
        />
        <Inline>
          <Button type="submit" isPending={update.isPending} pendingLabel={t(TEXT.saving)}>
            {t(TEXT.save)}
          </Button>
          <Button variant="secondary" onPress={back}>
            {t(TEXT.cancel)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
