import { errorMessage } from '@gym/api-client';
import { Button, Heading, PasswordField, Stack, showToast, TextField } from '@gym/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { CenteredPanel } from '../../layouts/CenteredPanel.tsx';
import { ROUTES } from '../../routes/route-table.ts';
import { startSession } from '../../session/sign-in.ts';
import { DistrictSelect } from './DistrictSelect.tsx';
import { type SignupErrors, validateSignup } from './signup-rules.ts';

export default function SignupPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', phone: '', password: '', address: '', district: '' });
  const [errors, setErrors] = useState<SignupErrors>({});
  const register = api.useMutation('post', '/api/auth/register');
  // A field's value, its setter and, for the ruled ones, what the rules found.
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (value: string) => setForm({ ...form, [name]: value }),
    errorMessage: errors[name as keyof SignupErrors],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showToast('Please correct the errors in the form.');
      return;
    }
    register.mutate(
      { body: { ...form, phone: form.phone.trim(), name: form.name.trim() } },
      {
        onSuccess: (answer) => {
          startSession(answer);
          navigate(ROUTES.profile.to());
        },
        onError: (error) => showToast(errorMessage(error, 'Failed to register due to an unknown error.')),
      },
    );
  };

  return (
    <CenteredPanel>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Heading level={1}>Create your account</Heading>
          <TextField label="Name" autoComplete="name" isRequired {...field('name')} />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            isRequired
            {...field('phone')}
          />
          <PasswordField label="Password" autoComplete="new-password" isRequired {...field('password')} />
          <TextField label="Address" autoComplete="street-address" {...field('address')} />
          <DistrictSelect
            placeholder="Choose your district"
            value={form.district}
            onChange={(district) => setForm({ ...form, district })}
          />
          <Button type="submit" fullWidth isPending={register.isPending} pendingLabel="Signing up...">
            Sign Up
          </Button>
        </Stack>
      </form>
    </CenteredPanel>
  );
}
