import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { z } from 'zod';
import { login } from '../../../../commands/auth';
import { errorMessage } from '../../api/api-error';
import { preloadDispatcher, runLazily as run } from '../../commands/run-lazily';
import { tMessage, useT } from '../../i18n/i18n';
import { safeRedirect } from '../../routes/guard';
import { paths } from '../../routes/paths';
import { session, setPending, signIn } from '../../state/session';
import { Button } from '../../ui/button';
import { FormField, TextInput } from '../../ui/field';
import { AuthLayout } from './auth-layout';
import { applyServerFieldErrors } from './use-server-field-errors';

type LoginInput = z.input<typeof login.args>;

export default function LoginPage() {
  const t = useT();
  const search = useSearch();
  const { notice } = useSnapshot(session);
  const [showPassword, setShowPassword] = useState(false);
  useEffect(preloadDispatcher, []);
  // An error that belongs to no field (too many attempts, an inactive account, the network); one at a time.
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: zodResolver(login.args),
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    session.notice = null;
    setFormError(null);
    const target = safeRedirect(search);
    try {
      // In place: the page shows each error once, on its field or above the form, never also as a toast.
      const result = await run('auth.login', values, 'screen', { quiet: true, inPlace: true });
      if (result.token) {
        signIn(result.token);
        navigate(target, { replace: true });
      } else if (result.verify_ticket) {
        setPending({ ticket: result.verify_ticket, destination: result.destination, sentAt: Date.now() });
        navigate(`${paths.verificationCode}?${new URLSearchParams({ redirect: target })}`);
      }
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['username', 'password'])) setFormError(tMessage(errorMessage(error)));
    }
  });

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice && (
        <div role="status" data-testid="login-notice" className="mb-5 rounded-md border border-[#ffe58f] bg-[#fffbe6] px-3 py-2 text-sm text-ink-soft">
          {tMessage(notice)}
        </div>
      )}
      {formError && (
        <div role="alert" data-testid="login-error" className="mb-5 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink-soft">
          {formError}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate data-testid="login-form">
        <FormField id="login-username" label={t('login.username')} error={errors.username?.message && tMessage(errors.username.message)}>
          <TextInput
            id="login-username"
            data-testid="login-username"
            inputSize="lg"
            type="email"
            autoComplete="username"
            autoFocus
            spellCheck={false}
            placeholder={t('login.usernamePlaceholder')}
            invalid={!!errors.username}
            aria-describedby="login-username-error"
            {...register('username')}
          />
        </FormField>
        <FormField id="login-password" label={t('login.password')} error={errors.password?.message && tMessage(errors.password.message)}>
          <div className="relative">
            <TextInput
              id="login-password"
              data-testid="login-password"
              inputSize="lg"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              invalid={!!errors.password}
              aria-describedby="login-password-error"
              className="pr-16"
              {...register('password')}
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 my-1 mr-1 rounded px-2 text-xs text-ink-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {showPassword ? t('login.hide') : t('login.show')}
            </button>
          </div>
        </FormField>
        <Button type="submit" variant="primary" size="lg" className="mt-1 w-full" loading={isSubmitting} data-testid="login-submit">
          {isSubmitting ? t('login.signingIn') : t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
