import {
  ActionBar,
  Button,
  dismissToasts,
  Heading,
  PasswordField,
  Stack,
  showToast,
  Text,
  TextField,
} from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { fieldTopic, keepUnfixed, toastRefusal } from '../../app/form-feedback.ts';
import { useGuardedValues } from '../../app/leave-guard.ts';
import { CenteredPanel } from '../../layouts/CenteredPanel.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { startSession } from '../../session/sign-in.ts';
import { DistrictSelect, type OwnerCountry } from './DistrictSelect.tsx';
import { type SignupErrors, validateSignup } from './signup-rules.ts';

/** What the signup's toasts are about (see showToast). */
const SIGNUP = 'signup';

type SignupForm = {
  name: string;
  phone: string;
  password: string;
  address: string;
  country: OwnerCountry;
  district: string;
};

export default function SignupPage() {
  const navigate = useNavigate();
  // A half-filled sign-up asks before it is left (decision 0033).
  const {
    values: form,
    setValues: setForm,
    handOver,
  } = useGuardedValues<SignupForm>({
    name: '',
    phone: '',
    password: '',
    address: '',
    country: 'NP',
    district: '',
  });
  // The errors the last Sign Up found; of those, the ones the values still have are shown.
  const [submitted, setSubmitted] = useState<SignupErrors>({});
  const errors = keepUnfixed(submitted, validateSignup(form));
  const register = api.useMutation('post', '/api/auth/register');
  // An edit closes the server's toast about the field; once every error is fixed, the form's toast goes.
  const change = (name: keyof SignupForm, value: string, also: Partial<SignupForm> = {}) => {
    const next = { ...form, [name]: value, ...also };
    setForm(next);
    dismissToasts(fieldTopic(SIGNUP, name));
    if (Object.keys(keepUnfixed(submitted, validateSignup(next))).length === 0) dismissToasts(SIGNUP);
  };
  // A field's value, its setter and, for the ruled ones, what the rules found.
  const field = (name: Exclude<keyof SignupForm, 'country'>) => ({
    value: form[name],
    onChange: (value: string) => change(name, value),
    errorMessage: errors[name as keyof SignupErrors],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(form);
    setSubmitted(found);
    if (Object.keys(found).length > 0) {
      showToast('Please correct the errors in the form.', 'error', SIGNUP);
      return;
    }
    dismissToasts(SIGNUP);
    handOver();
    register.mutate(
      { body: { ...form, phone: form.phone.trim(), name: form.name.trim() } },
      {
        onSuccess: (answer) => {
          startSession(answer);
          navigate(ROUTES.profile.to());
        },
        onError: (error) => toastRefusal(SIGNUP, error, 'Failed to register due to an unknown error.'),
      },
    );
  };

  return (
    <CenteredPanel>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Heading level={1}>Create your account</Heading>
          <TextField label="Name" autoComplete="name" isRequired requiredMark {...field('name')} />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            isRequired
            requiredMark
            {...field('phone')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            isRequired
            requiredMark
            {...field('password')}
          />
          <TextField label="Address" autoComplete="street-address" {...field('address')} />
          <DistrictSelect
            country={form.country}
            // A district of the country chosen before is not one of the new country's.
            onCountryChange={(country) => change('country', country, { district: '' })}
            placeholder="Choose your district"
            required
            value={form.district}
            onChange={(district) => change('district', district)}
            errorMessage={errors.district}
          />
          <ActionBar>
            <Text tone="muted" size="small">
              Fields marked * are required.
            </Text>
            <Button type="submit" fullWidth isPending={register.isPending} pendingLabel="Signing up...">
              Sign Up
            </Button>
          </ActionBar>
        </Stack>
      </form>
    </CenteredPanel>
  );
}
