import { errorMessage } from '@gym/api-client';
import { Button, Heading, Inline, PasswordField, Stack, showToast } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';
import { EMPTY_PASSWORD_FORM, type PasswordForm, passwordChecks, submitProblem } from './password-rules.ts';

const PASSWORD_FIELDS = [
  { name: 'oldPassword', label: 'Old Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** Change Password: old, new and confirm, checked while typing; the button is off while a check fails. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORD_FORM);
  const change = api.useMutation('put', '/api/users/{userId}/change-password');
  const checks = passwordChecks(form);
  const field = (name: keyof PasswordForm) => ({
    value: form[name],
    onChange: (value: string) => setForm({ ...form, [name]: value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = submitProblem(form);
    if (problem) {
      showToast(problem);
      return;
    }
    change.mutate(
      {
        params: { path: { userId: user.userId ?? 0 } },
        body: { oldPassword: form.oldPassword, newPassword: form.newPassword },
      },
      {
        onSuccess: (session) => {
          // The change ended every other session; this one goes on with the token it answered.
          sessionStore.renewToken(session.token, session.expiresAt);
          showToast('Password successfully changed!', 'success');
          navigate(ROUTES.profile.to());
        },
        onError: (error) =>
          showToast(errorMessage(error, 'Failed to change password due to an unknown error.')),
      },
    );
  };

  return (
    <Stack gap="xlarge">
      <Heading level={1}>Change Password</Heading>
      <form onSubmit={submit} noValidate>
        <Stack maxWidth="form">
          {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
            <PasswordField
              key={name}
              label={label}
              autoComplete={autoComplete}
              requiredMark
              errorMessage={name === 'oldPassword' ? undefined : checks[name]}
              {...field(name)}
            />
          ))}
          <Inline>
            <Button
              type="submit"
              isDisabled={checks.failing}
              isPending={change.isPending}
              pendingLabel="Changing..."
            >
              Change Password
            </Button>
            <Button variant="secondary" onPress={() => navigate(ROUTES.profile.to())}>
              Cancel
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
