import { ApiRequestError } from '@gym/api-client';
import {
  Button,
  dismissToasts,
  Heading,
  Inline,
  Link,
  PasswordField,
  Stack,
  showToast,
  Text,
  TextField,
} from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { fieldTopic, toastRefusal } from '../../app/form-feedback.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { CenteredPanel } from '../../layouts/CenteredPanel.tsx';
import { useNavigate, useSearchParams } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import type { LoginState } from './LoginPage.tsx';

/** Every text of the screen, in one place. */
const TEXT = defineMessages({
  heading: { defaultMessage: 'Reset your password', description: 'Forgotten password: the heading' },
  askIntro: {
    defaultMessage: 'Enter the phone number of your account. We will send a 6-digit code to it by SMS.',
    description: 'Forgotten password: the first step',
  },
  phone: { defaultMessage: 'Phone', description: 'Forgotten password: the account’s phone number' },
  sendCode: { defaultMessage: 'Send Code', description: 'Forgotten password: sends the code by SMS' },
  sending: { defaultMessage: 'Sending...', description: 'Forgotten password: while the code is being sent' },
  codeSent: {
    defaultMessage: 'Code sent. It works for {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'Toast: the reset code was sent by SMS, and how long it works',
  },
  resetIntro: {
    defaultMessage:
      'If {phone} has an account, a 6-digit code is on its way to it by SMS. Enter it with your new password.',
    description: 'Forgotten password: the second step; {phone} is the number typed',
  },
  code: { defaultMessage: 'Code from the SMS', description: 'Forgotten password: the code field' },
  newPassword: { defaultMessage: 'New Password', description: 'Forgotten password field' },
  confirmPassword: { defaultMessage: 'Confirm New Password', description: 'Forgotten password field' },
  reset: {
    defaultMessage: 'Reset Password',
    description: 'Forgotten password: the button that sets the new one',
  },
  resetting: { defaultMessage: 'Resetting...', description: 'Forgotten password: while the new one is set' },
  resendCode: { defaultMessage: 'Send a new code', description: 'Forgotten password: asks for another SMS' },
  otherPhone: {
    defaultMessage: 'Use another phone number',
    description: 'Forgotten password: back to the first step',
  },
  done: {
    defaultMessage: 'Your password has been reset. Log in with your new password.',
    description: 'Toast after the password was reset',
  },
  backToLogin: {
    defaultMessage: 'Back to Login',
    description: 'Forgotten password: link to the sign-in screen',
  },
  failed: {
    defaultMessage: 'Something went wrong. Please try again later.',
    description: 'Toast on an unknown failure',
  },
});

/** What the screen's toasts are about (see showToast). */
const FORM = 'forgot-password';

type ResetField = 'code' | 'newPassword' | 'confirmPassword';
type ResetForm = Record<ResetField, string>;

/** The field the server's refusal names, and its message. */
function refusedField(error: unknown): { field: string; message: string } | undefined {
  const apiError = error instanceof ApiRequestError ? error.error : undefined;
  return apiError?.kind === 'HTTP_ERROR' ? apiError.details?.[0] : undefined;
}

/**
 * 'Forgot Password?': the phone number first, then the code the SMS brought with a new password.
 * The number is kept in the address (`?phone=`), so a reload or coming back from the SMS app
 * finds the second step. Every rule is the server's: its refusal shows at the field it names.
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone');
  return (
    <CenteredPanel>
      <Stack>
        <Heading level={1}>{t(TEXT.heading)}</Heading>
        {phone === null ? (
          <AskForCode onSent={(sentTo) => setParams({ phone: sentTo })} />
        ) : (
          <ResetWithCode phone={phone} onOtherPhone={() => setParams({})} />
        )}
        <Link variant="standalone" href={ROUTES.login.to()}>
          {t(TEXT.backToLogin)}
        </Link>
      </Stack>
    </CenteredPanel>
  );
}

/** The code request of both steps: the answer's lifetime in a toast, a refusal at the phone or in a toast. */
function useSendCode(onRefused: (message: string) => void) {
  const send = api.useMutation('post', '/api/auth/password-reset/code');
  const sendTo = (phone: string, onSent?: () => void) =>
    send.mutate(
      { body: { phone } },
      {
        onSuccess: ({ expiresInMinutes }) => {
          showToast(translate(TEXT.codeSent, { minutes: expiresInMinutes }), 'success', FORM);
          onSent?.();
        },
        onError: (error) => {
          const refused = refusedField(error);
          if (refused?.field === 'phone') onRefused(serverText(refused.message));
          toastRefusal(FORM, error, translate(TEXT.failed), '', serverText);
        },
      },
    );
  return { sendTo, isPending: send.isPending };
}

function AskForCode({ onSent }: { onSent: (phone: string) => void }) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const send = useSendCode(setPhoneError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sentTo = phone.trim();
    send.sendTo(sentTo, () => onSent(sentTo));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{t(TEXT.askIntro)}</Text>
        <TextField
          label={t(TEXT.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          isRequired
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setPhoneError(undefined);
            dismissToasts(FORM);
          }}
          errorMessage={phoneError}
        />
        <Button type="submit" fullWidth isPending={send.isPending} pendingLabel={t(TEXT.sending)}>
          {t(TEXT.sendCode)}
        </Button>
      </Stack>
    </form>
  );
}

const EMPTY_RESET: ResetForm = { code: '', newPassword: '', confirmPassword: '' };

function ResetWithCode({ phone, onOtherPhone }: { phone: string; onOtherPhone: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [form, setForm] = useState<ResetForm>(EMPTY_RESET);
  const [errors, setErrors] = useState<Partial<ResetForm>>({});
  const reset = api.useMutation('post', '/api/auth/password-reset');
  const send = useSendCode((message) => showToast(message, 'error', FORM));
  // An edit takes the server's message off its field, and the toast about it.
  const field = (name: ResetField) => ({
    value: form[name],
    onChange: (value: string) => {
      setForm({ ...form, [name]: value });
      setErrors(({ [name]: _fixed, ...rest }) => rest);
      dismissToasts(fieldTopic(FORM, name));
    },
    errorMessage: errors[name],
    isRequired: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dismissToasts(FORM);
    reset.mutate(
      { body: { phone, ...form } },
      {
        onSuccess: () => {
          showToast(translate(TEXT.done), 'success', FORM);
          navigate(ROUTES.login.to(), { state: { phone } satisfies LoginState });
        },
        onError: (error) => {
          const refused = refusedField(error);
          if (refused && refused.field in EMPTY_RESET)
            setErrors({ [refused.field]: serverText(refused.message) });
          toastRefusal(FORM, error, translate(TEXT.failed), '', serverText);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{t(TEXT.resetIntro, { phone })}</Text>
        <TextField
          label={t(TEXT.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          {...field('code')}
        />
        <PasswordField label={t(TEXT.newPassword)} autoComplete="new-password" {...field('newPassword')} />
        <PasswordField
          label={t(TEXT.confirmPassword)}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" fullWidth isPending={reset.isPending} pendingLabel={t(TEXT.resetting)}>
          {t(TEXT.reset)}
        </Button>
        <Inline justifyContent="space-between">
          <Button
            variant="secondary"
            isPending={send.isPending}
            pendingLabel={t(TEXT.sending)}
            onPress={() => send.sendTo(phone)}
          >
            {t(TEXT.resendCode)}
          </Button>
          <Button variant="secondary" onPress={onOtherPhone}>
            {t(TEXT.otherPhone)}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
