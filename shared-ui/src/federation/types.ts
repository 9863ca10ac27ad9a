import type { ComponentType, LazyExoticComponent } from 'react';

/** How the shell frames a screen. */
export type RouteLayout =
  /** Marketing header and footer around it (public pages). */
  | 'marketing'
  /** Nothing around it (login, register). */
  | 'bare'
  /** The signed-in dashboard frame (sidebar and top bar), no marketing header or footer. */
  | 'dashboard';

/** Page metadata of one route (SPEC §2): the shell writes it into <head>. */
export interface PageMeta {
  title: string;
  description: string;
  /** A 1200x600 social image; the shell falls back to the default one. */
  image?: string;
  /** Canonical path when it differs from the current one. */
  canonicalPath?: string;
  /** Keep the page out of search indexes (dashboard, auth). */
  noindex?: boolean;
}

export type ScreenModule = { default: ComponentType };

/** One entry of a remote's route table, exposed as `./routes`. */
export interface RemoteRoute {
  /** A react-router path pattern, e.g. `/blog/:slugOrLang/:slug`. */
  path: string;
  /** Loads the screen lazily (its own chunk). */
  load: () => Promise<ScreenModule>;
  layout: RouteLayout;
  meta: PageMeta | ((params: Record<string, string | undefined>) => PageMeta);
  /** Screens that need a signed-in user. */
  requiresAuth?: boolean;
  /** Screens for internal ("special") users only: anyone else gets the not-found page. */
  requiresInternal?: boolean;
}

export type RemoteRouteTable = RemoteRoute[];

/** Props every popup component receives from the shell's popup registry. */
export interface PopupProps<P = Record<string, unknown>> {
  /** Props the opener passed. */
  props: P;
  /** Closes this popup. */
  close: () => void;
}

export interface RemotePopup {
  /** Title shown in the popup frame. */
  title: string;
  component: ComponentType<PopupProps> | LazyExoticComponent<ComponentType<PopupProps>>;
}

/** A remote's popups, exposed as `./popups`: popup type → component. */
export type RemotePopupTable = Record<string, RemotePopup>;
