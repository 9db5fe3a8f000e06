// The shapes of the route table: nodes as the tree is written (tree/*.ts), entries as the app reads them.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteTitleKey } from '../i18n/route-titles-en';
import type { AnyListSpec, DetailSpec, FormSpec } from '../screens/generic/screen-spec';

/** Roadmap areas (ROADMAP.md) that bring the screens not built yet. */
export const ROADMAP_AREAS = ['recruitment', 'providers', 'orders', 'messaging', 'power'] as const;
export type RoadmapArea = (typeof ROADMAP_AREAS)[number];

/** Sidebar icons, drawn by shell/route-icon.tsx (the table holds names, so the login bundle holds no SVG). */
export type RouteIconName =
  | 'dashboard' | 'staff' | 'provider' | 'job' | 'order' | 'timesheet' | 'incident' | 'account' | 'files' | 'tools'
  | 'devops' | 'admin';

export type Screen = LazyExoticComponent<ComponentType>;

/** One node of the tree as written: a group (children) or a page (screen, or `pending` for not built yet). */
export interface RouteNode {
  /** Absolute (`/staff`) or relative to the parent (`applicants`, `detail/:id`); '' is the parent's own path. */
  path: string;
  titleKey: RouteTitleKey;
  icon?: RouteIconName;
  /** Front-end roles allowed (spec §6); without a list the route is open. Children inherit it. */
  roles?: readonly string[];
  /** A group path that opens a page (spec §2: /staff → /staff/applicants). */
  redirect?: string;
  /** Not in the sidebar, header search or palette (details that need an id, add/edit forms). */
  hidden?: boolean;
  /** A fixed tab that cannot be closed. */
  affix?: boolean;
  /** Not shown in the breadcrumb. */
  breadcrumb?: false;
  keywords?: readonly string[];
  /** The catalogue command that goes here (its `kbd` is shown next to the route). */
  command?: string;
  /**
   * The query the page needs (a crafted screen's main read); the sidebar, header search and palette hide
   * the page from an account type that may not run it. A kit page's list/detail/form command otherwise.
   */
  reads?: string;
  screen?: Screen;
  /**
   * The common screens need no page file: a list command (`list: { command: 'staff.enabledList', kind:
   * 'staff' }`), a record's detail query (on a `detail/:id` row), a form's command (beside the detail, or
   * a page of its own). The kit (screens/generic/route-screen.tsx) draws them; `screen` wins over them.
   */
  list?: AnyListSpec;
  detail?: DetailSpec;
  form?: FormSpec;
  /** Roadmap area that builds this page; inherited by children. A page without a screen shows the not-built panel. */
  pending?: RoadmapArea;
  children?: readonly RouteNode[];
}

/** A link in the breadcrumb: a group (link to its redirect or own page, if any) or the page itself. */
export interface Crumb {
  titleKey: RouteTitleKey;
  path: string | null;
}

/** One page as the app reads it: the router, guard, titles, tags, sidebar, search and palette. */
export interface RouteEntry {
  /** Pattern; `:name` takes one segment, a final `*` the rest. */
  path: string;
  titleKey: RouteTitleKey;
  screen: Screen;
  public?: boolean;
  hidden?: boolean;
  affix?: boolean;
  keywords?: readonly string[];
  command?: string;
  /** The command the page needs (RouteNode.reads): menus hide the page from account types that may not run it. */
  reads?: string;
  icon?: RouteIconName;
  /** Every role list on the way from the root (all must allow). */
  roles: readonly (readonly string[])[];
  /** Ancestors, outermost first (the dashboard is added by the breadcrumb itself). */
  parents: readonly Crumb[];
  showBreadcrumb: boolean;
  /** Set when the page is not built: the roadmap area that brings it. */
  pending?: RoadmapArea;
  /** The sidebar item highlighted on this page (a detail highlights its list). */
  activeMenu: string;
  /** Pages that never get a tab (redirect, 404, 401, public pages). */
  noTag?: boolean;
  /** Parameter names in the path (`id`); a page with parameters cannot be offered without them. */
  params: readonly string[];
}

/** The sidebar's view of the tree (before filtering by roles). */
export interface MenuNode {
  key: string;
  titleKey: RouteTitleKey;
  icon?: RouteIconName;
  hidden: boolean;
  roles: readonly (readonly string[])[];
  /** The command a page needs (RouteNode.reads). */
  reads?: string;
  /** Pages have a path; groups have children. */
  path?: string;
  children?: readonly MenuNode[];
}
