// One position's resume assessment rules as a form: keywords with weights, required qualifications (one
// a line), minimum years and pass score. Saved against the version it was loaded at.
import { forwardRef, useState } from 'react';
import type { z } from 'zod';
import type { assessmentConfig } from '../../../../../commands/resume-assessment';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { FormField, TextInput } from '../../../ui/field';
import { fieldMessage } from '../notes/field-message';

type Config = z.infer<typeof assessmentConfig>;
const CONTEXT = { path: '/staff/configuration/resume-assessment-rule/config' };

export const RulesEditor = forwardRef<HTMLFormElement, { config: Config }>(function RulesEditor({ config }, ref) {
  const t = useT();
  const [keywords, setKeywords] = useState(config.keywords.map((k) => ({ ...k })));
  const [required, setRequired] = useState(config.required_qualifications.join('\n'));
  const [years, setYears] = useState(String(config.min_experience_years));
  const [pass, setPass] = useState(String(config.pass_score));
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await run('assessment.save', {
        position_id: config.position_id, version: config.version,
        keywords: keywords.filter((k) => k.term.trim()).map((k) => ({ term: k.term.trim(), weight: k.weight })),
        required_qualifications: required.split('\n').map((q) => q.trim()).filter(Boolean),
        min_experience_years: Number(years), pass_score: Number(pass),
      }, 'screen', { quiet: true, context: CONTEXT });
      toast(t('resumes.rules.saved', { position: config.position }), 'success');
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };
  const message = (field: string) => (error ? fieldMessage(error, field) : undefined);

  return (
    <form
      ref={ref}
      className="space-y-4"
      data-testid="rules-editor"
      onSubmit={(e) => { e.preventDefault(); void save(); }}
      onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void save(); } }}
    >
      <div>
        <p className="mb-2 text-sm font-medium text-ink">{t('resumes.rules.keywords')}</p>
        <ul className="space-y-2">
          {keywords.map((k, i) => (
            <li key={i} className="flex items-center gap-2">
              <TextInput aria-label={t('resumes.rules.keywords')} value={k.term} placeholder={t('resumes.rules.keywordPlaceholder')} data-testid={`rule-keyword-${i}`}
                onChange={(e) => setKeywords((list) => list.map((x, j) => (j === i ? { ...x, term: e.target.value } : x)))} />
              <select aria-label={t('resumes.rules.weight')} value={k.weight} className="h-8 border border-line px-2 text-sm"
                onChange={(e) => setKeywords((list) => list.map((x, j) => (j === i ? { ...x, weight: Number(e.target.value) } : x)))}>
                {[1, 2, 3, 4, 5].map((w) => <option key={w} value={w}>{t('resumes.rules.weight')} {w}</option>)}
              </select>
              <Button variant="text" size="sm" aria-label={t('resumes.blur.remove')} onClick={() => setKeywords((list) => list.filter((_, j) => j !== i))}>×</Button>
            </li>
          ))}
        </ul>
        <Button size="sm" className="mt-2" onClick={() => setKeywords((list) => [...list, { term: '', weight: 1 }])} data-testid="add-keyword">{t('resumes.rules.addKeyword')}</Button>
        {error ? <p className="mt-1 text-xs text-danger">{message('keywords')}</p> : null}
      </div>
      <FormField id="rules-required" label={t('resumes.rules.required')} error={error ? message('required_qualifications') : undefined}>
        <textarea id="rules-required" rows={4} value={required} onChange={(e) => setRequired(e.target.value)} className="w-full border border-line p-2 text-sm" data-testid="rules-required" />
        <p className="text-xs text-ink-muted">{t('resumes.rules.requiredHelp')}</p>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="rules-years" label={t('resumes.rules.minYears')} error={error ? message('min_experience_years') : undefined}>
          <TextInput id="rules-years" type="number" min={0} max={40} value={years} onChange={(e) => setYears(e.target.value)} />
        </FormField>
        <FormField id="rules-pass" label={t('resumes.rules.passScore')} error={error ? message('pass_score') : undefined}>
          <TextInput id="rules-pass" type="number" min={0} max={100} value={pass} onChange={(e) => setPass(e.target.value)} data-testid="rules-pass" />
        </FormField>
      </div>
      <Button type="submit" variant="primary" loading={saving} data-testid="save-rules">{t('resumes.rules.save')}</Button>
    </form>
  );
});
