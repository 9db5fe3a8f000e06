import { Link } from 'wouter';
import { useT } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { AuthLayout } from './auth-layout';

/**
 * /auth-redirect is where a single sign-on provider would send the browser back (spec §2 public route).
 * This console has no such provider, so the page says so and offers the sign-in form.
 */
export default function AuthRedirectPage() {
  const t = useT();
  return (
    <AuthLayout title={t('authRedirect.title')}>
      <p className="text-sm text-ink-soft" data-testid="auth-redirect">{t('authRedirect.text')}</p>
      <Link href={paths.login} className="mt-6 inline-block rounded-md bg-primary px-4 py-1.5 text-sm text-white hover:bg-primary-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
        {t('authRedirect.signIn')}
      </Link>
    </AuthLayout>
  );
}
