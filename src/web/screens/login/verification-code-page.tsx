import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { z } from 'zod';
import { loginVerifyRequest } from '../../../../commands/auth';
import { errorMessage } from '../../api/api-error';
import { preloadDispatcher, runLazily as run } from '../../commands/run-lazily';
import { tMessage, useT } from '../../i18n/i18n';
import { safeRedirect } from '../../routes/guard';
import { paths } from '../../routes/paths';
import { session, setPending, signIn } from '../../state/session';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { FormField, TextInput } from '../../ui/field';
import { AuthLayout } from './auth-layout';
import { applyServerFieldErrors } from './use-server-field-errors';

type VerifyInput = z.input<typeof loginVerifyRequest.args>;

const RESEND_AFTER_SECONDS = 60;

function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export default function VerificationCodePage() {
  useEffect(preloadDispatcher, []);
  const t = useT();
  const search = useSearch();
  const { pending } = useSnapshot(session);
  const [resendAt, setResendAt] = useState(() => (pending ? pending.sentAt + RESEND_AFTER_SECONDS * 1000 : 0));
  const [resending, setResending] = useState(false);
  // An error that belongs to no field (an expired ticket, the network), shown once above the form.
  const [formError, setFormError] = useState<string | null>(null);
  const wait = useSecondsUntil(resendAt);
  const { register, handleSubmit, setError, formState } = useForm<VerifyInput>({
    resolver: zodResolver(loginVerifyRequest.args),
    defaultValues: { verify_ticket: pending?.ticket ?? '', code: '' },
  });
  const { errors, isSubmitting } = formState;

  if (!pending) {
    return (
      <AuthLayout title={t('verify.title')}>
        <p className="text-sm text-ink-soft">{t('verify.noTicket')}</p>
        <Link href={paths.login} className="mt-4 inline-block text-sm text-primary hover:text-primary-400">
          {t('verify.backToLogin')}
        </Link>
      </AuthLayout>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { token } = await run('auth.verify', values, 'screen', { quiet: true, inPlace: true });
      signIn(token);
      navigate(safeRedirect(search), { replace: true });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['code'])) setFormError(tMessage(errorMessage(error)));
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      const result = await run('auth.sendVerificationCode', { verify_ticket: pending.ticket }, 'screen', { quiet: true });
      setPending({ ...pending, destination: result.destination, sentAt: Date.now() });
      setResendAt(Date.now() + result.resend_after_seconds * 1000);
      toast(t('toast.codeSent'), 'success');
    } catch {
      // The toast already says why (too soon, expired).
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout title={t('verify.title')} subtitle={pending.destination ? t('verify.sentTo', { destination: pending.destination }) : t('verify.sent')}>
      {formError && (
        <div role="alert" data-testid="verify-error" className="mb-5 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink-soft">
          {formError}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate data-testid="verify-form">
        <input type="hidden" {...register('verify_ticket')} />
        <FormField id="verify-code" label={t('verify.code')} error={errors.code?.message && tMessage(errors.code.message)}>
          <TextInput
            id="verify-code"
            data-testid="verify-code"
            inputSize="lg"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            placeholder="000000"
            invalid={!!errors.code}
            aria-describedby="verify-code-error"
            className="font-mono tracking-[0.4em]"
            {...register('code')}
          />
        </FormField>
        <Button type="submit" variant="primary" size="lg" className="w-full" loading={isSubmitting} data-testid="verify-submit">
          {t('verify.submit')}
        </Button>
      </form>
      <div className="mt-4 flex items-center justify-between text-sm">
        <Link href={`${paths.login}${search ? `?${search}` : ''}`} className="text-ink-muted hover:text-primary">
          {t('verify.backToLogin')}
        </Link>
        <Button variant="link" size="sm" onClick={resend} disabled={wait > 0} loading={resending} data-testid="verify-resend">
          {wait > 0 ? t('verify.resendIn', { seconds: wait }) : t('verify.resend')}
        </Button>
      </div>
    </AuthLayout>
  );
}
