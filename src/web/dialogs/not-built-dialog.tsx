import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../ui/button';
import { useT } from '../i18n/i18n';
import type { RoadmapArea } from '../routes/route-types';
import { DialogFrame } from './dialog-frame';

const ROADMAP_STEP: Record<RoadmapArea, number> = { recruitment: 1, providers: 2, orders: 3, messaging: 4, power: 5 };

/**
 * A shell dialog whose commands do not exist yet: it says what it is for, which record it was opened
 * for and which roadmap area brings it, and shows no data (never made-up data).
 */
export function NotBuiltDialog({ id, area, applicationId, staffId, subject }: { id: string; area: RoadmapArea; applicationId?: number; staffId?: number; subject?: string }) {
  const t = useT();
  const about = subject ?? [applicationId && t('dialogs.application', { id: applicationId }), staffId && t('dialogs.applicant', { id: staffId })].filter(Boolean).join(' · ');
  return (
    <DialogFrame
      title={t(`dialogs.${id}.title`)}
      footer={
        <Dialog.Close asChild>
          <Button>{t('common.close')}</Button>
        </Dialog.Close>
      }
    >
      <div data-not-built={area} data-testid="dialog-not-built" className="space-y-4 text-sm text-ink-soft">
        <p className="text-ink">{t(`dialogs.${id}.purpose`)}</p>
        {about && <p data-testid="dialog-subject">{t('dialogs.openedFor', { subject: about })}</p>}
        <div className="flex items-start gap-3 rounded-md border border-warning-200 bg-warning-50 px-4 py-3">
          <span className="mt-0.5 shrink-0 rounded bg-warning-500 px-1.5 py-0.5 text-[11px] font-medium text-ink">{t('notBuilt.badge')}</span>
          <span>{t('dialogs.notBuilt', { area: t(`roadmap.${area}`), step: ROADMAP_STEP[area] })}</span>
        </div>
      </div>
    </DialogFrame>
  );
}
