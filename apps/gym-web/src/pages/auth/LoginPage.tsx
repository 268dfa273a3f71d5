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
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { CenteredPanel } from '../../layouts/CenteredPanel.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { startSession } from '../../session/sign-in.ts';

// Section 5: both fields are needed; the contract words it once for either.
const REQUIRED = validationMessages.LoginRequest.phone.required;
/** What the login's toasts are about (see showToast). */
const LOGIN = 'login';

/** What another screen may hand the login: the phone to fill in (after a password reset). */
export interface LoginState {
  phone?: string;
}

export default function LoginPage() {
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
      showToast(REQUIRED, 'error', LOGIN);
      return;
    }
    setMissing(false);
    login.mutate(
      { body: { phone: phone.trim(), password } },
      {
        onSuccess: (answer) => {
          startSession(answer);
          showToast('Successfully authenticated!', 'success', LOGIN);
          navigate(ROUTES.home.to());
        },
        onError: (error) => showToast(errorMessage(error, 'Unknown error'), 'error', LOGIN),
      },
    );
  };

  return (
    <CenteredPanel>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Heading level={1}>Welcome Back!</Heading>
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            value={phone}
            onChange={edit(setPhone, password)}
            errorMessage={missing && !phone.trim() ? REQUIRED : undefined}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={edit(setPassword, phone)}
            errorMessage={missing && !password.trim() ? REQUIRED : undefined}
          />
          <Link variant="standalone" href={ROUTES.forgotPassword.to()}>
            Forgot Password?
          </Link>
          <Button type="submit" fullWidth isPending={login.isPending} pendingLabel="Logging in...">
            Login
          </Button>
          <Inline justifyContent="space-between">
            <Button variant="secondary" onPress={() => navigate(ROUTES.signup.to())}>
              Sign Up
            </Button>
            <Link variant="standalone" href={ROUTES.contact.to()}>
              Contact Support
            </Link>
          </Inline>
        </Stack>
      </form>
    </CenteredPanel>
  );
}
