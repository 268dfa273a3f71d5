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
import { api } from '../../app/api.ts';
import { fieldTopic, keepUnfixed, toastRefusal } from '../../app/form-feedback.ts';
import { useGuardedValues } from '../../app/leave-guard.ts';
import { languageAtSignUp } from '../../i18n/account-language.ts';
import { translate, useT } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { CenteredPanel } from '../../layouts/CenteredPanel.tsx';
import { useNavigate } from '../../routes/navigation.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { startSession } from '../../session/sign-in.ts';
import { DistrictSelect, type OwnerCountry } from './DistrictSelect.tsx';
import { type SignupErrors, validateSignup } from './signup-rules.ts';

const TEXT = defineMessages({
  heading: { defaultMessage: 'Create your account', description: 'The sign-up screen’s heading' },
  name: { defaultMessage: 'Name', description: 'Sign-up field: the owner’s name' },
  phone: { defaultMessage: 'Phone', description: 'Sign-up field: the owner’s phone number' },
  password: { defaultMessage: 'Password', description: 'Sign-up field' },
  address: { defaultMessage: 'Address', description: 'Sign-up field: the owner’s address' },
  chooseDistrict: {
    defaultMessage: 'Choose your district',
    description: 'Sign-up: the district list before one is chosen',
  },
  requiredNote: { defaultMessage: 'Fields marked * are required.', description: 'Sign-up: under the form' },
  signUp: { defaultMessage: 'Sign Up', description: 'Sign-up: the button that creates the account' },
  signingUp: {
    defaultMessage: 'Signing up...',
    description: 'Sign-up: the button while creating the account',
  },
  correct: {
    defaultMessage: 'Please correct the errors in the form.',
    description: 'Toast when a form has errors',
  },
  failed: {
    defaultMessage: 'Failed to register due to an unknown error.',
    description: 'Toast when sign-up failed for no known reason',
  },
});

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
  const t = useT();
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
    errorMessage: serverText(errors[name as keyof SignupErrors]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(form);
    setSubmitted(found);
    if (Object.keys(found).length > 0) {
      showToast(translate(TEXT.correct), 'error', SIGNUP);
      return;
    }
    dismissToasts(SIGNUP);
    handOver();
    register.mutate(
      { body: { ...form, phone: form.phone.trim(), name: form.name.trim(), language: languageAtSignUp() } },
      {
        onSuccess: (answer) => {
          void startSession(answer);
          navigate(ROUTES.profile.to());
        },
        onError: (error) => toastRefusal(SIGNUP, error, translate(TEXT.failed), '', serverText),
      },
    );
  };

  return (
    <CenteredPanel>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Heading level={1}>{t(TEXT.heading)}</Heading>
          <TextField label={t(TEXT.name)} autoComplete="name" isRequired requiredMark {...field('name')} />
          <TextField
            label={t(TEXT.phone)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            isRequired
            requiredMark
            {...field('phone')}
          />
          <PasswordField
            label={t(TEXT.password)}
            autoComplete="new-password"
            isRequired
            requiredMark
            {...field('password')}
          />
          <TextField label={t(TEXT.address)} autoComplete="street-address" {...field('address')} />
          <DistrictSelect
            country={form.country}
            // A district of the country chosen before is not one of the new country's.
            onCountryChange={(country) => change('country', country, { district: '' })}
            placeholder={t(TEXT.chooseDistrict)}
            required
            value={form.district}
            onChange={(district) => change('district', district)}
            errorMessage={serverText(errors.district)}
          />
          <ActionBar>
            <Text tone="muted" size="small">
              {t(TEXT.requiredNote)}
            </Text>
            <Button type="submit" fullWidth isPending={register.isPending} pendingLabel={t(TEXT.signingUp)}>
              {t(TEXT.signUp)}
            </Button>
          </ActionBar>
        </Stack>
      </form>
    </CenteredPanel>
  );
}
