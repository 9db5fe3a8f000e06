// The navbar's language and size selects (spec §2, §9): both persist in settings.
import { useSnapshot } from 'valtio';
import { LANGUAGES, UI_SIZES } from '../../domain/constants';
import { useT } from '../i18n/i18n';
import { setLanguage, setSize, settings } from '../state/settings';
import { Icon } from './icons';
import { Dropdown } from './popup-menu';

export function LanguageSelect() {
  const t = useT();
  const { language } = useSnapshot(settings);
  return (
    <Dropdown
      label={t('settings.language')}
      testId="language-select"
      menuTestId="language-menu"
      entries={LANGUAGES.map((code) => ({
        key: code,
        label: t(`value.language.${code}`),
        lang: code === 'zh' ? 'zh-CN' : 'en',
        checked: code === language,
        testId: `language-${code}`,
        onSelect: () => setLanguage(code),
      }))}
    >
      <Icon name="language" className="size-[18px]" />
    </Dropdown>
  );
}

export function SizeSelect() {
  const t = useT();
  const { size } = useSnapshot(settings);
  return (
    <Dropdown
      label={t('settings.size')}
      testId="size-select"
      menuTestId="size-menu"
      entries={UI_SIZES.map((code) => ({
        key: code,
        label: t(`value.size.${code}`),
        checked: code === size,
        testId: `size-${code}`,
        onSelect: () => setSize(code),
      }))}
    >
      <Icon name="size" className="size-[18px]" />
    </Dropdown>
  );
}
