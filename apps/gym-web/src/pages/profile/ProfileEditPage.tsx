import type { components } from '@gym/api-client';
import { errorMessage } from '@gym/api-client';
import { Button, Heading, Inline, Stack, showToast, TextField } from '@gym/ui';
import { api } from '../../app/api.ts';
import { useGoBack } from '../../app/go-back.ts';
import { QueryState } from '../../app/QueryState.tsx';
import { useValidatedForm } from '../../app/useValidatedForm.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { DistrictSelect } from '../auth/DistrictSelect.tsx';
import { type ProfileErrors, type ProfileForm, validateProfile } from './profile-rules.ts';
import { useOwnProfile } from './useOwnProfile.ts';

type User = components['schemas']['User'];

/** Edit Profile: name and phone (required), address and district; back to where it was opened on success. */
export default function ProfileEditPage() {
  const profile = useOwnProfile();
  return (
    <Stack gap="xlarge">
      <Heading level={1}>Edit Profile</Heading>
      <QueryState query={profile} loadingLabel="Loading your profile" loadingLines={5}>
        {(user) => <ProfileEditForm user={user} />}
      </QueryState>
    </Stack>
  );
}

function ProfileEditForm({ user }: { user: User }) {
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
        onError: (error) => showToast(errorMessage(error, 'Failed to update profile.')),
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
          label="Name"
          autoComplete="name"
          requiredMark
          value={form.name}
          onChange={(name) => set({ name })}
          errorMessage={errors.name}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          requiredMark
          value={form.phone}
          onChange={(phone) => set({ phone })}
          errorMessage={errors.phone}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          value={form.address}
          onChange={(address) => set({ address })}
          errorMessage={errors.address}
        />
        <DistrictSelect
          country={form.country}
          onCountryChange={(country) => set({ country, district: '' })}
          placeholder="Choose your district"
          value={form.district}
          onChange={(district) => set({ district })}
          errorMessage={errors.district}
        />
        <Inline>
          <Button type="submit" isPending={update.isPending} pendingLabel="Saving...">
            Save
          </Button>
          <Button variant="secondary" onPress={back}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
