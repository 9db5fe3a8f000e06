// One position's one-way interview: on or off, an introduction, and the questions in the order asked with
// the time each answer may take. Saved with set_position_vi_config at the version it was read (0 for a
// position without a set yet); messages land on the question they name. Ctrl/⌘+Enter saves.
import { forwardRef, useState, type KeyboardEvent } from 'react';
import type { ViConfig } from '../../../../../commands/virtual-interview';
import { defaultViQuestions } from '../../../../domain/interview-templates';
import { ApiError, errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { tMessage, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { SelectInput, TextInput } from '../../../ui/field';
import { Kbd } from '../../../ui/kbd';
import { seconds } from './virtual-interview-answers';

const ANSWER_TIMES = [30, 60, 90, 120, 150, 180, 240, 300, 420, 600];

interface Draft {
  enabled: boolean;
  intro: string;
  questions: { question: string; max_seconds: number }[];
}

const draftOf = (config: ViConfig): Draft => ({
  enabled: config.version === 0 ? true : config.enabled,
  intro: config.intro,
  // A position without a set starts from the usual questions, to edit rather than type from nothing.
  questions: config.version === 0 ? defaultViQuestions.map((q) => ({ ...q })) : config.questions.map((q) => ({ ...q })),
});

export const ViConfigEditor = forwardRef<HTMLFormElement, { config: ViConfig; onSaved?: () => void }>(function ViConfigEditor({ config, onSaved }, ref) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(config));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const update = (change: (d: Draft) => void) => setDraft((d) => {
    const next = structuredClone(d);
    change(next);
    return next;
  });
  const move = (i: number, by: -1 | 1) => update((d) => {
    const j = i + by;
    if (j < 0 || j >= d.questions.length) return;
    [d.questions[i], d.questions[j]] = [d.questions[j], d.questions[i]];
  });

  const save = async () => {
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await run('interview.setViConfig', { position: config.position, ...draft, version: config.version }, 'screen', { inPlace: true });
      onSaved?.();
    } catch (e) {
      const fields = e instanceof ApiError ? e.fields : [];
      setErrors(Object.fromEntries(fields.map((f) => [f.path, tMessage(f.message)])));
      if (!fields.length) setFormError(tMessage(errorMessage(e)));
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <form ref={ref} onSubmit={(e) => (e.preventDefault(), void save())} onKeyDown={onKeyDown} noValidate className="space-y-5" data-testid="vi-editor" data-position={config.position}>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" className="size-4 accent-primary" checked={draft.enabled} onChange={(e) => update((d) => void (d.enabled = e.target.checked))} data-testid="vi-editor-enabled" />
        {t('interviews.viConfig.enabled')}
      </label>
      <label className="block text-sm text-ink">
        <span className="mb-1.5 block">{t('interviews.viConfig.intro')}</span>
        <textarea
          rows={2}
          value={draft.intro}
          onChange={(e) => update((d) => void (d.intro = e.target.value))}
          className="w-full rounded-md border border-[#d9d9d9] px-3 py-1.5 text-sm focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none"
          data-testid="vi-editor-intro"
        />
        {errors.intro && <span role="alert" className="text-sm text-danger">{errors.intro}</span>}
      </label>
      <section>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('interviews.viConfig.questions')}</h3>
        {errors.questions && <p role="alert" className="mb-2 text-sm text-danger" data-testid="vi-editor-questions-error">{errors.questions}</p>}
        <ol className="space-y-2">
          {draft.questions.map((q, i) => (
            <li key={i} className="space-y-1" data-testid="vi-editor-question">
              <div className="flex items-center gap-2">
                <span className="w-5 text-right text-sm text-ink-muted tabular-nums">{i + 1}.</span>
                <TextInput value={q.question} aria-label={t('interviews.viConfig.question', { n: i + 1 })} invalid={Boolean(errors[`questions.${i}.question`])} onChange={(e) => update((d) => void (d.questions[i].question = e.target.value))} data-testid={`vi-editor-question-${i}`} />
                <SelectInput className="w-24" value={q.max_seconds} aria-label={t('interviews.viConfig.answerTime')} onChange={(e) => update((d) => void (d.questions[i].max_seconds = Number(e.target.value)))}>
                  {ANSWER_TIMES.map((s) => <option key={s} value={s}>{seconds(s)}</option>)}
                </SelectInput>
                <Button size="sm" variant="text" aria-label={t('interviews.viConfig.up')} disabled={i === 0} onClick={() => move(i, -1)}>↑</Button>
                <Button size="sm" variant="text" aria-label={t('interviews.viConfig.down')} disabled={i === draft.questions.length - 1} onClick={() => move(i, 1)}>↓</Button>
                <Button size="sm" variant="text" aria-label={t('interviews.report.remove')} onClick={() => update((d) => void d.questions.splice(i, 1))}>×</Button>
              </div>
              {(errors[`questions.${i}.question`] || errors[`questions.${i}.max_seconds`]) && (
                <p role="alert" className="pl-7 text-sm text-danger">{errors[`questions.${i}.question`] ?? errors[`questions.${i}.max_seconds`]}</p>
              )}
            </li>
          ))}
        </ol>
        <Button size="sm" variant="link" disabled={draft.questions.length >= 10} onClick={() => update((d) => void d.questions.push({ question: '', max_seconds: 120 }))} data-testid="vi-editor-add">
          + {t('interviews.viConfig.addQuestion')}
        </Button>
      </section>
      {formError && <div role="alert" className="rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink" data-testid="vi-editor-error">{formError}</div>}
      <Button type="submit" variant="primary" loading={busy} data-testid="vi-editor-save">
        {t('interviews.viConfig.save')} <Kbd kbd="mod+enter" tone="dark" />
      </Button>
    </form>
  );
});
