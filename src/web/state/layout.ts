// The frame's transient state: mobile mode (spec §9: below 992px) and the mobile sidebar overlay.
// The desktop sidebar's collapsed state lives in settings (persisted); mobile never touches it.
import { proxy } from 'valtio';
import { MOBILE_BREAKPOINT_PX } from '../../domain/constants';
import { settings } from './settings';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export const layout = proxy({
  mobile: typeof window !== 'undefined' && window.matchMedia(query).matches,
  /** The overlay sidebar in mobile mode. */
  mobileSidebarOpen: false,
});

/** Follows the window width; returns the unsubscribe. */
export function watchViewport(): () => void {
  const media = window.matchMedia(query);
  const update = () => {
    layout.mobile = media.matches;
    if (!media.matches) layout.mobileSidebarOpen = false;
  };
  update();
  media.addEventListener('change', update);
  return () => media.removeEventListener('change', update);
}

/** The hamburger and mod+b: the overlay on mobile, collapsed/expanded (persisted) on desktop. */
export function toggleSidebar(): void {
  if (layout.mobile) layout.mobileSidebarOpen = !layout.mobileSidebarOpen;
  else settings.sidebarCollapsed = !settings.sidebarCollapsed;
}

export function closeMobileSidebar(): void {
  layout.mobileSidebarOpen = false;
}
