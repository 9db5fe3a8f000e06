import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { LANGUAGES } from '../../../domain/constants';
import { useT } from '../../i18n/i18n';
import { setLanguage, settings } from '../../state/settings';

/** The frame of the signed-out pages: brand, a centred card, and the language switch. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const t = useT();
  const { language } = useSnapshot(settings);
  return (
    <main className="auth-backdrop flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <div className="mb-7 flex items-center gap-3">
        <img src="/favicon.svg" alt="" className="size-10" />
        <div>
          <div className="text-2xl font-semibold tracking-tight text-ink">{t('app.title')}</div>
          <div className="text-sm text-ink-muted">{t('app.tagline')}</div>
        </div>
      </div>
      <section className="w-full max-w-[400px] rounded-xl bg-white px-8 pt-8 pb-6 shadow-pop">
        <h1 className="text-xl font-semibold text-ink">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </section>
      <nav className="mt-6 flex gap-1 text-sm" aria-label={t('settings.language')}>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code === 'zh' ? 'zh-CN' : 'en'}
            aria-pressed={language === code}
            onClick={() => setLanguage(code)}
            className={`rounded px-2 py-0.5 focus-visible:outline-2 focus-visible:outline-primary ${language === code ? 'font-medium text-primary' : 'text-ink-muted hover:text-ink'}`}
          >
            {t(`value.language.${code}`)}
          </button>
        ))}
      </nav>
    </main>
  );
}
