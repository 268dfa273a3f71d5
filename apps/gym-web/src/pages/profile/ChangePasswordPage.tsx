import { errorMessage } from '@gym/api-client';
import { Button, Heading, Inline, PasswordField, Stack, showToast } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { useRefusedFields } from '../../app/form-feedback.ts';
import { useGoBack } from '../../app/go-back.ts';
import { useGuardedValues } from '../../app/leave-guard.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { sessionStore, useSession } from '../../session/session-store.ts';
import {
  EMPTY_PASSWORD_FORM,
  emptyFields,
  type PasswordForm,
  passwordChecks,
  submitProblem,
} from './password-rules.ts';

const TEXT = defineMessages({
  title: { defaultMessage: 'Change Password', description: 'Change password page: its heading and button' },
  oldPassword: { defaultMessage: 'Old Password', description: 'Change password: the current password' },
  newPassword: { defaultMessage: 'New Password', description: 'Change password: the new password' },
  confirmPassword: {
    defaultMessage: 'Confirm New Password',
    description: 'Change password: the new password typed again',
  },
  changed: { defaultMessage: 'Password successfully changed!', description: 'Toast after a password change' },
  failed: {
    defaultMessage: 'Failed to change password due to an unknown error.',
    description: 'Toast when the password change failed',
  },
  changing: { defaultMessage: 'Changing...', description: 'Change password: the button while it works' },
  cancel: { defaultMessage: 'Cancel', description: 'A form’s button' },
});

const PASSWORD_FIELDS = [
  { name: 'oldPassword', label: TEXT.oldPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: TEXT.newPassword, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: TEXT.confirmPassword, autoComplete: 'new-password' },
] as const;

/** Change Password: old, new and confirm, checked while typing; the button is off while a check fails. */
export default function ChangePasswordPage() {
  const t = useT();
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
    (name === 'oldPassword' ? undefined : checks[name]) ?? empty[name] ?? serverText(refused[name]);

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
          showToast(translate(TEXT.changed), 'success');
          navigate(ROUTES.profile.to());
        },
        onError: (error) => showToast(serverText(errorMessage(error, translate(TEXT.failed)))),
      },
    );
  };

  return (
    <Stack gap="xlarge">
      <Heading level={1}>{t(TEXT.title)}</Heading>
      <form onSubmit={submit} noValidate>
        <Stack maxWidth="form">
          {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
            <PasswordField
              key={name}
              label={t(label)}
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
              pendingLabel={t(TEXT.changing)}
            >
              {t(TEXT.title)}
            </Button>
            <Button variant="secondary" onPress={() => goBack(ROUTES.profile.to())}>
              {t(TEXT.cancel)}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
