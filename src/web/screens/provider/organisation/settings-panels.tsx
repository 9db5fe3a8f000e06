// A provider's settings, each a versioned save of its own: the referral page, custom positions (one a
// line) and the portal's style (hex colours and the logo text, previewed as saved).
import { useState } from 'react';
import type { CommandContext } from '../../../../../commands';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { readableTextClass } from '../../../ui/readable-ink';
import { CommandForm } from '../../generic/command-form';

const HEX = /^#[0-9a-fA-F]{6}$/;

export function ProviderSettingsPanels({ providerId, context }: { providerId: number; context: CommandContext }) {
  const t = useT();
  const { data } = useCommandQuery('provider.settings', { provider_id: providerId }, { context });
  const config = data?.config;
  if (!config) return null;
  const fixed = { provider_id: providerId, version: config.version };
  return (
    <div className="grid items-start gap-4 lg:grid-cols-3" data-testid="provider-settings" data-version={config.version}>
      <Card title={t('providers.settings.referral')}>
        <CommandForm key={`r${config.version}`} commandId="provider.saveReferralConfig" fixed={fixed} defaults={config.referral} testId="provider-referral" submitLabel={t('providers.save')} context={context} />
      </Card>
      <Card title={t('providers.settings.positions')}>
        <Positions key={`p${config.version}`} providerId={providerId} version={config.version} positions={config.custom_positions} context={context} />
      </Card>
      <Card title={t('providers.settings.style')}>
        <StylePreview primary={config.style.primary_color} accent={config.style.accent_color} logo={config.style.logo_text} />
        <CommandForm key={`s${config.version}`} commandId="provider.saveStyle" fixed={fixed} defaults={config.style} testId="provider-style" submitLabel={t('providers.save')} context={context} />
      </Card>
    </div>
  );
}

function Positions({ providerId, version, positions, context }: { providerId: number; version: number; positions: string[]; context: CommandContext }) {
  const t = useT();
  const [text, setText] = useState(positions.join('\n'));
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    const list = text.split('\n').map((l) => l.trim()).filter(Boolean);
    await run('provider.saveCustomPositions', { provider_id: providerId, version, positions: list }, 'screen', { context }).catch(() => {});
    setBusy(false);
  }
  return (
    <div>
      <label htmlFor="provider-positions" className="mb-1.5 block text-sm">{t('providers.settings.positionsHint')}</label>
      <textarea id="provider-positions" rows={6} value={text} onChange={(e) => setText(e.target.value)} data-testid="provider-positions"
        className="w-full rounded-md border border-[#d9d9d9] px-3 py-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/20 focus:outline-none" />
      <Button className="mt-3" variant="primary" loading={busy} onClick={() => void save()}>{t('providers.save')}</Button>
    </div>
  );
}

function StylePreview({ primary, accent, logo }: { primary: string; accent: string; logo: string }) {
  const t = useT();
  const [p, a] = [HEX.test(primary) ? primary : '#1890ff', HEX.test(accent) ? accent : '#13c2c2'];
  return (
    <div className="mb-4 overflow-hidden rounded-md border border-line text-xs" aria-label={t('providers.settings.preview')}>
      <div className={`flex h-9 items-center px-3 font-semibold ${readableTextClass(p)}`} style={{ background: p }}>{logo || t('providers.settings.noLogo')}</div>
      <div className="flex items-center gap-2 px-3 py-2"><span className={`rounded px-2 py-0.5 ${readableTextClass(a)}`} style={{ background: a }}>{t('providers.settings.accent')}</span><span className="text-ink-muted">{t('providers.settings.preview')}</span></div>
    </div>
  );
}

