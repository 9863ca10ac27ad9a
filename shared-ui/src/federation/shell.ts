/**
 * What the shell offers every remote, through React context: the session,
 * the popup registry, the one API client and a way to be reset on logout.
 * Remotes depend on this interface only, never on the shell's code.
 */
import type { AnalyticsEvent, ApiClient, PopupType } from '@inkpress/shared-core';
import type { ComponentType } from 'react';
import { createStoreContext } from '../store/createStoreContext';

export type LoadStatus = 'idle' | 'loading' | 'success' | 'failure';

/** The get-session user (SPEC §3). */
export interface SessionUser {
  id: string;
  email: string;
  /** The name the user gave ('' or absent when none): shown instead of the email where it fits. */
  name?: string;
  user_metadata: { createdFromShopify: boolean };
  features: { gpt4: boolean };
}

export interface ShellSession {
  /** idle → loading → success or failure; loads once. */
  status: LoadStatus;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /** Internal ("special") users may see internal tools. */
  isInternal: boolean;
  /** Loads the session once (again with `force`). */
  load(force?: boolean): Promise<void>;
  /** After login or register: takes the user and sends them to `from` or /dashboard. */
  signedIn(user: SessionUser, isInternal?: boolean): void;
  /** Signs out and resets every store, the remotes' too. */
  logout(): Promise<void>;
}

export interface OpenPopup {
  type: PopupType;
  props: Record<string, unknown>;
}

export interface ShellPopups {
  /** Opens a popup; opening a type that is already open does nothing. */
  open(type: PopupType, props?: Record<string, unknown>): void;
  /** Closes that type. */
  close(type: PopupType): void;
  /** Closes every popup. */
  clear(): void;
  isOpen(type: PopupType): boolean;
  /** Open popups, oldest first (the last is on top). */
  readonly stack: readonly OpenPopup[];
}

/** SPEC §1: 'christmas' is worded as a New Year deal. */
export type PromotionType = 'christmas' | 'special-discount';

/** The promotion running now (GET /api/promotions/active). */
export interface ActivePromotion {
  type: PromotionType;
  /** ISO 8601; the countdown ends here. */
  endDate: string;
}

export interface ShellPromotions {
  /** idle → loading → success or failure; loads once. */
  readonly status: LoadStatus;
  /** The running promotion, or null. */
  readonly active: ActivePromotion | null;
  /**
   * The promotion strip for the top of the pricing plans (mfe-billing places it above its
   * plans): the offer, a live countdown, a link to the yearly plans and a close button. It
   * renders nothing when no promotion runs, when it has ended or after it was closed.
   */
  readonly Strip: ComponentType;
}

export interface ShellAnalytics {
  /** Sends an analytics event (POST /api/op/track); nothing goes out before cookie consent. */
  track(event: AnalyticsEvent, data: { source: string; location?: string }): void;
  /** An Upgrade click with its source and the signed-in user's id (SPEC §6). */
  upgradeClick(source: string): void;
}

export interface UpgradeOptions {
  /** Where to send the user instead of the upgrade popup (e.g. the lifetime-deal page). */
  externalUrl?: string;
}

export interface ShellApi {
  session: ShellSession;
  popups: ShellPopups;
  /** The one API client: credentials, CSRF, client headers, error events. */
  api: ApiClient;
  /** Registers a reset run on logout and auth-expired; returns the unregister function. */
  onReset(reset: () => void): () => void;
  /** The active promotion and the pricing-page strip. */
  promotions: ShellPromotions;
  /** Consent-gated analytics. */
  analytics: ShellAnalytics;
  /**
   * An Upgrade click (SPEC §6): sends the analytics event with `source` and the user id, then
   * opens the upgrade popup, or goes to `externalUrl` (lifetime-deal users).
   */
  upgrade(source: string, options?: UpgradeOptions): void;
}

const shellContext = createStoreContext<ShellApi>('Shell');

/** Provided by the shell around every remote's screens and popups. */
export const ShellProvider = shellContext.Provider;
/** The shell's session, popups and API client, from inside any remote. */
export const useShell = shellContext.useStore;
