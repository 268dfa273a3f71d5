import { errorMessage } from '@gym/api-client';
import { Button, Heading, Inline, PasswordField, Stack, showToast } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { useRefusedFields } from '../../app/form-feedback.ts';
import { useGoBack } from '../../app/go-back.ts';
import { useGuardedValues } from '../../app/leave-guard.ts';
import { ROUTES } from '../../routes/route-table.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';
import {
  EMPTY_PASSWORD_FORM,
  emptyFields,
  type PasswordForm,
  passwordChecks,
  submitProblem,
} from './password-rules.ts';

const PASSWORD_FIELDS = [
  { name: 'oldPassword', label: 'Old Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** Change Password: old, new and confirm, checked while typing; the button is off while a check fails. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const goBack = useGoBack();
  // Typed passwords not yet sent: leaving asks first (decision 0033).
  const { values: form, setValues: setForm, handOver } = useGuardedValues<PasswordForm>(EMPTY_PASSWORD_FORM);
  const change = api.useMutation('put', '/api/users/{userId}/change-password');
  const checks = passwordChecks(form);
  // After a send refused for empty fields, each empty one says so until it is filled.
  const [tried, setTried] = useState(false);
  const empty = tried ? emptyFields(form) : {};
  const { refused, forget } = useRefusedFields(change.error, (name) =>
    name in EMPTY_PASSWORD_FORM ? (name as keyof PasswordForm) : undefined,
  );
  const field = (name: keyof PasswordForm) => ({
    value: form[name],
    onChange: (value: string) => {
      setForm({ ...form, [name]: value });
      forget([name]);
    },
  });
  const messageAt = (name: keyof PasswordForm) =>
    (name === 'oldPassword' ? undefined : checks[name]) ?? empty[name] ?? refused[name];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const problem = submitProblem(form);
    if (problem) {
      showToast(problem);
      return;
    }
    handOver();
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
              errorMessage={messageAt(name)}
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
            <Button variant="secondary" onPress={() => goBack(ROUTES.profile.to())}>
              Cancel
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
