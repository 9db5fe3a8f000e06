// Line icons for the frame (24-unit grid, drawn with the current colour). Route icons are looked up by the
// names the route table holds; the rest are the navbar's and the tabs'.
import type { ReactNode } from 'react';
import type { RouteIconName } from '../routes/route-types';

const shapes = {
  dashboard: <><rect x="3" y="3" width="7" height="9" rx="1" /><rect x="14" y="3" width="7" height="5" rx="1" /><rect x="14" y="12" width="7" height="9" rx="1" /><rect x="3" y="16" width="7" height="5" rx="1" /></>,
  staff: <><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" /><path d="M16 4.8a3.3 3.3 0 0 1 0 6.4M18 14.8c1.9.7 3.1 2.4 3.5 5.2" /></>,
  provider: <><path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16" /><path d="M15 9h4a1 1 0 0 1 1 1v11" /><path d="M2.5 21h19M8 8h3M8 12h3M8 16h3" /></>,
  job: <><rect x="3" y="7" width="18" height="13" rx="2" /><path d="M8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 12.5h18" /></>,
  order: <><rect x="3.5" y="5" width="17" height="15.5" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4M8 14h3M8 17h6" /></>,
  timesheet: <><circle cx="12" cy="12" r="8.5" /><path d="M12 7v5l3.5 2" /></>,
  incident: <><path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" /><path d="M12 9.5v4M12 17h.01" /></>,
  account: <><rect x="2.5" y="5.5" width="19" height="14" rx="2" /><path d="M2.5 10h19M6.5 15h4" /></>,
  files: <><path d="M3 7a2 2 0 0 1 2-2h4l2 2.5h8a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" /></>,
  tools: <><path d="M14.7 6.3a4 4 0 0 0-5.4 5.3L3.5 17.4a1.5 1.5 0 0 0 2.1 2.1l5.8-5.8a4 4 0 0 0 5.3-5.4l-2.6 2.6-2.1-.5-.5-2.1Z" /></>,
  devops: <><rect x="2.5" y="4" width="19" height="16" rx="2" /><path d="m7 10 3 2.5L7 15M12.5 15.5H17" /></>,
  admin: <><path d="M12 3 4.5 6v5.5c0 4.4 3.1 8.3 7.5 9.5 4.4-1.2 7.5-5.1 7.5-9.5V6Z" /><path d="m9 12 2 2 4-4" /></>,
  menuFold: <><path d="M3 6h18M10 12h11M3 18h18M7 9.5 4 12l3 2.5" /></>,
  menuUnfold: <><path d="M3 6h18M3 12h11M3 18h18M17 9.5l3 2.5-3 2.5" /></>,
  search: <><circle cx="11" cy="11" r="6.5" /><path d="m20 20-4.2-4.2" /></>,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  refresh: <><path d="M20 11a8 8 0 0 0-14.6-4.5M4 13a8 8 0 0 0 14.6 4.5" /><path d="M5 3v4h4M19 21v-4h-4" /></>,
  language: <><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" /></>,
  size: <><path d="M3 19 8 6l5 13M4.8 14.5h6.4M14 19l3.5-9 3.5 9M15.2 16h4.6" /></>,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  home: <><path d="m3.5 11 8.5-7 8.5 7" /><path d="M5.5 9.5V20h13V9.5" /></>,
  logout: <><path d="M9 20H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4M15.5 16.5 20 12l-4.5-4.5M20 12H9" /></>,
  closeOthers: <><rect x="4" y="4" width="16" height="16" rx="2" /><path d="M9 9l6 6M15 9l-6 6" /></>,
  closeAll: <><path d="M8 4h11a1 1 0 0 1 1 1v11" /><rect x="4" y="8" width="12" height="12" rx="1.5" /><path d="M8 12l4 4M12 12l-4 4" /></>,
} satisfies Record<RouteIconName | string, ReactNode>;

export type IconName = keyof typeof shapes;

export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={`shrink-0 ${className}`} aria-hidden>
      {shapes[name]}
    </svg>
  );
}
