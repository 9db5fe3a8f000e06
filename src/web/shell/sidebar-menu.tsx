// The sidebar's items: pages link, groups open and close (nested groups too). Collapsed to icons, a
// top-level item shows its title or its group's pages in a flyout on hover or keyboard focus.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n/i18n';
import { menuTrail, type MenuItem } from '../routes/permitted-routes';
import { Icon } from './icons';

interface Props {
  items: readonly MenuItem[];
  activePath: string;
  collapsed: boolean;
}

const row = 'flex h-10 w-full items-center gap-2.5 pr-3.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-300';
// Level 1 lines up with the top level's text; deeper levels step less, so 210px keeps room for titles.
const indent = (level: number) => ({ paddingLeft: `${1.5 + (level > 0 ? 1.5 + (level - 1) * 0.875 : 0)}rem` });

export function SidebarMenu({ items, activePath, collapsed }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(menuTrail(items, activePath)));
  // Navigating opens the groups on the way to the page (and leaves the others as the user set them).
  useEffect(() => {
    const trail = menuTrail(items, activePath);
    setOpen((current) => (trail.every((k) => current.has(k)) ? current : new Set([...current, ...trail])));
  }, [items, activePath]);
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const trail = new Set(menuTrail(items, activePath));

  return (
    <ul className="py-1" data-testid="sidebar-menu">
      {items.map((item) =>
        collapsed ? (
          <CollapsedItem key={item.key} item={item} activePath={activePath} inTrail={trail.has(item.key)} />
        ) : (
          <Item key={item.key} item={item} level={0} activePath={activePath} open={open} toggle={toggle} trail={trail} />
        ),
      )}
    </ul>
  );
}

interface ItemProps {
  item: MenuItem;
  level: number;
  activePath: string;
  open: ReadonlySet<string>;
  toggle(key: string): void;
  trail: ReadonlySet<string>;
}

function Item({ item, level, activePath, open, toggle, trail }: ItemProps) {
  const t = useT();
  const title = t(item.titleKey);
  if (item.path) {
    const active = item.path === activePath;
    return (
      <li>
        <Link
          href={item.path}
          style={indent(level)}
          aria-current={active ? 'page' : undefined}
          data-testid="sidebar-item"
          data-path={item.path}
          className={`${row} ${active ? 'bg-primary text-white' : 'text-white/65 hover:text-white'}`}
        >
          {item.icon ? <Icon name={item.icon} className="size-4" /> : null}
          <span className="truncate" title={title}>{title}</span>
        </Link>
      </li>
    );
  }
  const expanded = open.has(item.key);
  return (
    <li>
      <button
        type="button"
        style={indent(level)}
        aria-expanded={expanded}
        onClick={() => toggle(item.key)}
        data-testid="sidebar-group"
        data-key={item.key}
        className={`${row} ${trail.has(item.key) ? 'text-white' : 'text-white/65 hover:text-white'}`}
      >
        {item.icon ? <Icon name={item.icon} className="size-4" /> : null}
        <span className="flex-1 truncate" title={title}>{title}</span>
        <Icon name="chevronDown" className={`size-3 shrink-0 opacity-60 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      {expanded && (
        <ul className="bg-[#000c17] shadow-[inset_0_2px_8px_rgba(0,0,0,0.45)]">
          {item.children!.map((child) => (
            <Item key={child.key} item={child} level={level + 1} activePath={activePath} open={open} toggle={toggle} trail={trail} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Icon only; the title or the group's pages fly out to the right. */
function CollapsedItem({ item, activePath, inTrail }: { item: MenuItem; activePath: string; inTrail: boolean }) {
  const t = useT();
  const title = t(item.titleKey);
  const active = item.path === activePath || inTrail;
  const iconRow = `flex h-10 w-full items-center justify-center transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-300 ${active ? 'bg-primary text-white' : 'text-white/65 hover:text-white'}`;
  return (
    <li className="group/fly relative">
      {item.path ? (
        <Link href={item.path} aria-label={title} aria-current={item.path === activePath ? 'page' : undefined} data-testid="sidebar-item" data-path={item.path} className={iconRow}>
          <Icon name={item.icon ?? 'chevronRight'} className="size-[18px]" />
        </Link>
      ) : (
        <button type="button" aria-label={title} aria-haspopup="menu" data-testid="sidebar-group" data-key={item.key} className={iconRow}>
          <Icon name={item.icon ?? 'chevronRight'} className="size-[18px]" />
        </button>
      )}
      <div className="invisible absolute top-0 left-full z-40 pl-1 opacity-0 transition-opacity group-focus-within/fly:visible group-focus-within/fly:opacity-100 group-hover/fly:visible group-hover/fly:opacity-100">
        <div className="min-w-44 overflow-hidden rounded-md bg-[#001529] py-1 shadow-pop">
          {item.path ? (
            <div className="px-4 py-2 text-sm whitespace-nowrap text-white">{title}</div>
          ) : (
            <>
              <div className="px-4 pt-1.5 pb-1 text-xs text-white/45">{title}</div>
              <FlyoutList items={item.children!} activePath={activePath} level={0} />
            </>
          )}
        </div>
      </div>
    </li>
  );
}

function FlyoutList({ items, activePath, level }: { items: readonly MenuItem[]; activePath: string; level: number }) {
  const t = useT();
  return (
    <ul>
      {items.map((item) =>
        item.path ? (
          <li key={item.key}>
            <Link
              href={item.path}
              style={{ paddingLeft: `${1 + level * 0.75}rem` }}
              aria-current={item.path === activePath ? 'page' : undefined}
              className={`flex h-9 items-center pr-5 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-300 ${item.path === activePath ? 'bg-primary text-white' : 'text-white/65 hover:text-white'}`}
            >
              {t(item.titleKey)}
            </Link>
          </li>
        ) : (
          <li key={item.key}>
            <div style={{ paddingLeft: `${1 + level * 0.75}rem` }} className="pt-1.5 pb-0.5 text-xs text-white/45">{t(item.titleKey)}</div>
            <FlyoutList items={item.children!} activePath={activePath} level={level + 1} />
          </li>
        ),
      )}
    </ul>
  );
}
