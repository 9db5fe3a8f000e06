// Staff › Applicants › Resume settings (/staff/applicants/resume-config/:id): where a recruiter redacts one
// resume. Boxes are drawn on the page (the only way for an image; for a PDF the name, email, phone and
// address are found in its text as well), saved with Ctrl/⌘+S, and Ctrl/⌘+Enter makes the redacted copy.
import { useEffect, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { useRecordParam } from '../../../routes/use-record-param';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Kbd } from '../../../ui/kbd';
import { PageHeader } from '../../../ui/page-header';
import { StatusTag } from '../../../ui/status-tag';
import { downloadFile } from '../../../api/download-file';
import { BlurCanvas, type Region } from './blur-canvas';

const TONES = { not_configured: 'grey', configured: 'gold', blurred: 'green' } as const;

export default function ResumeConfigPage() {
  const t = useT();
  const path = typeof location === 'undefined' ? '' : location.pathname;
  const { raw: rawId, id, valid } = useRecordParam();
  const context = { path };
  const { data, error } = useCommandQuery('resume.blurDetail', { resume_id: id }, { enabled: valid, context });
  const detail = data?.detail;
  const [regions, setRegions] = useState<Region[]>([]);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState<'save' | 'make' | null>(null);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (detail) {
      setRegions(detail.regions);
      setDirty(false);
    }
  }, [detail?.resume.version]);

  const isImage = detail?.mime_type === 'image/png';
  const pages = isImage ? 1 : Math.max(detail?.pages.length || 3, ...regions.map((r) => r.page));

  const save = async () => {
    if (!detail || busy) return null;
    setBusy('save');
    try {
      const answer = await run('resume.submitBlurConfig', { resume_id: id, regions, version: detail.resume.version }, 'screen', { quiet: true, context });
      toast(t('resumes.blur.saved'), 'success');
      setDirty(false);
      return answer;
    } catch {
      return null;
    } finally {
      setBusy(null);
    }
  };
  const make = async () => {
    if (!detail || busy) return;
    if (dirty && !(await save())) return;
    setBusy('make');
    try {
      const answer = await run('resume.autoBlur', { resume_id: id }, 'screen', { quiet: true, context });
      toast(t('resumes.blur.made', { details: answer.details_removed, regions: answer.regions_applied }), 'success');
    } catch {
      // the dispatcher has shown why
    } finally {
      setBusy(null);
    }
  };
  const remove = (i: number) => {
    setRegions((list) => list.filter((_, j) => j !== i));
    setChosen(null);
    setDirty(true);
  };

  useHotkeys('mod+s', (e) => { e.preventDefault(); void save(); }, { enableOnFormTags: true }, [detail, regions, busy]);
  useHotkeys('mod+enter', (e) => { e.preventDefault(); void make(); }, { enableOnFormTags: true }, [detail, regions, busy, dirty]);
  useHotkeys('delete,backspace', () => chosen !== null && remove(chosen), [chosen]);
  useHotkeys('[', () => setPage((p) => Math.max(1, p - 1)), []);
  useHotkeys(']', () => setPage((p) => Math.min(pages, p + 1)), [pages]);

  if (!valid) return <p className="text-sm text-danger">{t('route.applicantResumeConfig')}: #{rawId}</p>;
  return (
    <div className="space-y-4" data-testid="resume-config-page">
      <PageHeader
        title={t('resumes.blur.title')}
        subtitle={detail && t('resumes.blur.subtitle', { name: detail.staff_name, position: detail.position, file: detail.resume.file_name })}
        hint={<>{t('resumes.blur.hint')} · <Kbd kbd="mod+s" /> {t('resumes.blur.save')} · <Kbd kbd="mod+enter" /> {t('resumes.blur.make')}</>}
        actions={detail && (
          <>
            <Button onClick={() => downloadFile({ download_url: detail.resume.download_url, file_name: detail.resume.file_name })}>{t('resumes.blur.original')}</Button>
            {detail.resume.blurred_download_url && (
              <Button onClick={() => downloadFile({ download_url: detail.resume.blurred_download_url!, file_name: detail.resume.file_name.replace(/(\.[a-z]+)$/i, ' (redacted)$1') })} data-testid="download-redacted">
                {t('resumes.blur.redacted')}
              </Button>
            )}
          </>
        )}
      />
      {error && !data && <p className="text-sm text-danger">{error}</p>}
      {detail && (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
          <Card
            title={<span className="flex items-center gap-2">{t('resumes.blur.page')} {page} <StatusTag tone={TONES[detail.resume.blur_status]} testId="blur-status">{t(`resumes.blur.status.${detail.resume.blur_status}`)}</StatusTag></span>}
            extra={!isImage && (
              <span className="flex items-center gap-2 text-sm">
                <Kbd kbd="[" />
                {Array.from({ length: pages }, (_, i) => (
                  <button key={i} type="button" onClick={() => setPage(i + 1)} className={`h-7 w-7 border ${page === i + 1 ? 'border-primary text-primary' : 'border-line'}`}>{i + 1}</button>
                ))}
                <Kbd kbd="]" />
              </span>
            )}
          >
            {detail.can_blur ? (
              <BlurCanvas
                imageUrl={isImage ? detail.resume.download_url : null}
                pdfPage={detail.pages[page - 1]}
                page={page}
                regions={regions}
                chosen={chosen}
                onChoose={setChosen}
                onDraw={(r) => { setRegions((list) => [...list, r]); setChosen(regions.length); setDirty(true); }}
              />
            ) : <p className="text-sm text-ink-muted">{t('resumes.blur.cannot')}</p>}
          </Card>
          <Card title={t('resumes.blur.boxes')}>
            <p className="mb-3 text-sm text-ink-muted">{detail.blur_note}</p>
            {regions.length === 0 && <p className="text-sm text-ink-muted">{t('resumes.blur.noBoxes')}</p>}
            <ul className="space-y-1" data-testid="blur-region-list">
              {regions.map((r, i) => (
                <li key={i} className={`flex items-center justify-between gap-2 px-2 py-1 text-sm ${chosen === i ? 'row-focused' : ''}`}>
                  <button type="button" className="text-left" onClick={() => { setChosen(i); setPage(r.page); }}>
                    {t('resumes.blur.box', { n: i + 1, page: r.page, w: Math.round(r.width * 100), h: Math.round(r.height * 100) })}
                  </button>
                  <Button variant="link" size="sm" onClick={() => remove(i)}>{t('resumes.blur.remove')}</Button>
                </li>
              ))}
            </ul>
            {detail.resume.blur_status === 'blurred' && !isImage && <p className="mt-3 text-xs text-ink-muted">{t('resumes.blur.detailsRemoved', { count: detail.details_removed })}</p>}
            <div className="mt-4 flex flex-wrap gap-2">
              <Button onClick={() => void save()} loading={busy === 'save'} disabled={!dirty || !detail.can_blur} data-testid="save-boxes">{t('resumes.blur.save')}</Button>
              <Button variant="primary" onClick={() => void make()} loading={busy === 'make'} disabled={!detail.can_blur} data-testid="make-redacted">
                {detail.resume.blur_status === 'blurred' ? t('resumes.blur.remade') : t('resumes.blur.make')}
              </Button>
            </div>
          </Card>
        </div>
      )}
    </div>
  );
}
