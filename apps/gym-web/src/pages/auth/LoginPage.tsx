import { errorMessage, validationMessages } from '@gym/api-client';
import {
  Button,
  dismissToasts,
  Heading,
  Inline,
  Link,
  PasswordField,
  Stack,
  showToast,
  TextField,
} from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { CenteredPanel } from '../../layouts/CenteredPanel.tsx';
import { useLocation, useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { startSession } from '../../session/sign-in.ts';

const TEXT = defineMessages({
  heading: { defaultMessage: 'Welcome Back!', description: 'The sign-in screen’s heading' },
  phone: { defaultMessage: 'Phone', description: 'Sign-in field: the account’s phone number' },
  password: { defaultMessage: 'Password', description: 'Sign-in field' },
  forgot: { defaultMessage: 'Forgot Password?', description: 'Sign-in: link to reset a forgotten password' },
  login: { defaultMessage: 'Login', description: 'Sign-in: the button that signs in' },
  loggingIn: { defaultMessage: 'Logging in...', description: 'Sign-in: the button while signing in' },
  signUp: { defaultMessage: 'Sign Up', description: 'Sign-in: the button to create an account' },
  support: { defaultMessage: 'Contact Support', description: 'Sign-in: link to the contact page' },
  signedIn: { defaultMessage: 'Successfully authenticated!', description: 'Toast after signing in' },
  unknown: { defaultMessage: 'Unknown error', description: 'Toast when sign-in failed for no known reason' },
});
// Section 5: both fields are needed; the contract words it once for either.
const REQUIRED = validationMessages.LoginRequest.phone.required;
/** What the login's toasts are about (see showToast). */
const LOGIN = 'login';

/** What another screen may hand the login: the phone to fill in (after a password reset). */
export interface LoginState {
  phone?: string;
}

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const handedOver = useLocation().state as LoginState | null;
  const [phone, setPhone] = useState(handedOver?.phone ?? '');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const login = api.useMutation('post', '/api/auth/authenticate/store');
  // Once both fields are filled, the toast asking for them has done its work.
  const edit = (set: (value: string) => void, other: string) => (value: string) => {
    set(value);
    if (value.trim() && other.trim()) dismissToasts(LOGIN);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim() || !password.trim()) {
      setMissing(true);
      showToast(serverText(REQUIRED), 'error', LOGIN);
      return;
    }
    setMissing(false);
    login.mutate(
      { body: { phone: phone.trim(), password } },
      {
        onSuccess: (answer) => {
          // Said in the account's language, once the app has switched to it.
          void startSession(answer).then(() => showToast(translate(TEXT.signedIn), 'success', LOGIN));
          navigate(ROUTES.home.to());
        },
        onError: (error) =>
          showToast(serverText(errorMessage(error, translate(TEXT.unknown))), 'error', LOGIN),
      },
    );
  };

  return (
    <CenteredPanel>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Heading level={1}>{t(TEXT.heading)}</Heading>
          <TextField
            label={t(TEXT.phone)}
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            value={phone}
            onChange={edit(setPhone, password)}
            errorMessage={missing && !phone.trim() ? serverText(REQUIRED) : undefined}
          />
          <PasswordField
            label={t(TEXT.password)}
            autoComplete="current-password"
            value={password}
            onChange={edit(setPassword, phone)}
            errorMessage={missing && !password.trim() ? serverText(REQUIRED) : undefined}
          />
          <Link variant="standalone" href={ROUTES.forgotPassword.to()}>
            {t(TEXT.forgot)}
          </Link>
          <Button type="submit" fullWidth isPending={login.isPending} pendingLabel={t(TEXT.loggingIn)}>
            {t(TEXT.login)}
          </Button>
          <Inline justifyContent="space-between">
            <Button variant="secondary" onPress={() => navigate(ROUTES.signup.to())}>
              {t(TEXT.signUp)}
            </Button>
            <Link variant="standalone" href={ROUTES.contact.to()}>
              {t(TEXT.support)}
            </Link>
          </Inline>
        </Stack>
      </form>
    </CenteredPanel>
  );
}
