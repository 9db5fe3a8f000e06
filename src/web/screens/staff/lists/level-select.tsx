import { useMemo } from 'react';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { SelectInput } from '../../../ui/field';

/**
 * The staff lists' level filter: a level is an id, so the kit's filter bar leaves it to the page. The
 * levels come grouped by position ('Personal Care Worker › Level 2'), as get_position_level_list answers.
 */
export function LevelSelect({ value, onChange, testId }: { value: string; onChange: (levelId: string) => void; testId: string }) {
  const t = useT();
  const { data } = useCommandQuery('position.levels', {});
  const groups = useMemo(() => {
    const byPosition = new Map<string, { id: number; name: string }[]>();
    for (const level of data?.level_list ?? []) byPosition.set(level.position, [...(byPosition.get(level.position) ?? []), { id: level.id, name: level.name }]);
    return [...byPosition];
  }, [data]);
  const label = t('staffLists.filter.level');
  return (
    <label className="flex items-center gap-1.5 text-sm whitespace-nowrap text-ink-soft">
      {label}
      <SelectInput className="w-52" value={value} onChange={(e) => onChange(e.target.value)} aria-label={label} data-testid={`${testId}-level-filter`}>
        <option value="">{t('staffLists.filter.allLevels')}</option>
        {/* A level named in the address shows even before the levels arrive. */}
        {value && !data && <option value={value}>#{value}</option>}
        {groups.map(([position, levels]) => (
          <optgroup key={position} label={position}>
            {levels.map((level) => <option key={level.id} value={level.id}>{`${position} · ${level.name}`}</option>)}
          </optgroup>
        ))}
      </SelectInput>
    </label>
  );
}

/** `{ level_id }` for a list's fixed arguments, when one is chosen. */
export const levelArgs = (levelId: string): Record<string, unknown> => (/^\d+$/.test(levelId) ? { level_id: Number(levelId) } : {});
