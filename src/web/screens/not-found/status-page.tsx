import { Link } from 'wouter';
import { useT } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { Card } from '../../ui/card';

/** The frame shared by /404 and /401: the code, a title, a line of text and the way back to the dashboard. */
export function StatusPage({ code, keyPrefix, testId }: { code: number; keyPrefix: string; testId: string }) {
  const t = useT();
  return (
    <Card className="mx-auto mt-10 max-w-lg text-center" bodyClassName="px-8 py-12">
      <div className="text-6xl font-semibold text-primary">{code}</div>
      <h1 className="mt-3 text-lg font-semibold text-ink" data-testid={testId}>{t(`${keyPrefix}.title`)}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t(`${keyPrefix}.text`)}</p>
      <Link href={paths.dashboard} className="mt-6 inline-block rounded-md bg-primary px-4 py-1.5 text-sm text-white hover:bg-primary-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
        {t(`${keyPrefix}.back`)}
      </Link>
    </Card>
  );
}
