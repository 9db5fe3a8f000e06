// A small menu that pops up under a button (language, size, avatar) or at the pointer (a tab's context
// menu): arrow keys move, Enter chooses, Esc or a click elsewhere closes, focus returns to the trigger.
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Icon, type IconName } from './icons';

export interface MenuEntry {
  key: string;
  label: ReactNode;
  icon?: IconName;
  onSelect(): void;
  /** A choice among several (language, size): drawn with a check and announced as checked. */
  checked?: boolean;
  disabled?: boolean;
  testId?: string;
  lang?: string;
}

interface MenuListProps {
  entries: readonly MenuEntry[];
  label: string;
  onClose(): void;
  className?: string;
  style?: CSSProperties;
  /** Clicks here do not count as "elsewhere" (the trigger toggles by itself). */
  ignore?: RefObject<HTMLElement | null>;
  testId?: string;
}

export function MenuList({ entries, label, onClose, className = '', style, ignore, testId }: MenuListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const items = () => [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]:not(:disabled)') ?? [])];

  useEffect(() => {
    (items().find((b) => b.getAttribute('aria-checked') === 'true') ?? items()[0])?.focus();
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (ref.current?.contains(target) || ignore?.current?.contains(target)) return;
      onClose();
    };
    // After the event that opened the menu has finished (React runs this effect during it for clicks).
    const timer = setTimeout(() => {
      document.addEventListener('mousedown', outside);
      document.addEventListener('contextmenu', outside);
      window.addEventListener('blur', onClose);
    });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('contextmenu', outside);
      window.removeEventListener('blur', onClose);
    };
  }, [onClose, ignore]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') onClose();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={style}
      data-testid={testId}
      className={`fade-in z-50 min-w-36 rounded-lg bg-white p-1 text-sm text-ink shadow-pop ring-1 ring-black/5 ${className}`}
    >
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          role={entry.checked === undefined ? 'menuitem' : 'menuitemradio'}
          aria-checked={entry.checked}
          disabled={entry.disabled}
          lang={entry.lang}
          data-testid={entry.testId}
          onClick={() => {
            onClose();
            entry.onSelect();
          }}
          className={`flex h-8 w-full items-center gap-2.5 rounded-md px-2.5 text-left whitespace-nowrap outline-none hover:bg-black/[0.04] focus-visible:bg-primary-50 disabled:cursor-not-allowed disabled:text-black/25 disabled:hover:bg-transparent ${entry.checked ? 'font-medium text-primary' : ''}`}
        >
          {entry.icon && <Icon name={entry.icon} className="size-4 text-ink-muted" />}
          <span className="flex-1">{entry.label}</span>
          {entry.checked && <Icon name="check" className="size-3.5" />}
        </button>
      ))}
    </div>
  );
}

interface DropdownProps {
  label: string;
  entries: readonly MenuEntry[];
  /** The trigger's content (an icon, the avatar). */
  children: ReactNode;
  triggerClassName?: string;
  testId?: string;
  menuTestId?: string;
}

/** A button that opens a MenuList under itself, aligned to its right edge. */
export function Dropdown({ label, entries, children, triggerClassName = '', testId, menuTestId }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useRef(() => {
    setOpen(false);
    trigger.current?.focus();
  }).current;
  return (
    <div ref={wrapper} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
        className={`flex h-12 items-center gap-2 px-2.5 text-ink-soft transition-colors hover:bg-black/[0.025] hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary ${triggerClassName}`}
      >
        {children}
      </button>
      {open && <MenuList entries={entries} label={label} onClose={close} ignore={wrapper} className="absolute top-full right-0 mt-0.5" testId={menuTestId} />}
    </div>
  );
}
