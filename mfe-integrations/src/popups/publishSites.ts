/**
 * The hooks that load what a publish popup publishes to: the team's sites of
 * its kind, and the chosen site's common data (categories, tags, authors…).
 */
import type { IntegrationView } from '@inkpress/shared-core';
import { useEffect, useState } from 'react';
import { type IntegrationsApi, problemText } from '../integrations/api';

/**
 * The team's sites a popup publishes to, loaded once per opening: `accept`
 * picks them from all integrations, `prefer` the one chosen first (else the
 * first connected one). `all` is every integration, for the ways out.
 */
export function usePublishSites(
  client: IntegrationsApi,
  accept: (site: IntegrationView) => boolean,
  prefer?: (site: IntegrationView) => boolean,
) {
  const [all, setAll] = useState<IntegrationView[]>([]);
  const [sites, setSites] = useState<IntegrationView[] | null>(null);
  const [siteId, setSiteId] = useState('');
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening
  useEffect(() => {
    let live = true;
    client
      .list()
      .then((list) => {
        if (!live) return;
        const usable = list.filter(accept);
        setAll(list);
        setSites(usable);
        const first =
          (prefer && usable.find((s) => prefer(s) && s.state === 'connected')) ??
          usable.find((s) => s.state === 'connected') ??
          usable[0];
        setSiteId(first?.id ?? '');
      })
      .catch((error) => live && setLoadProblem(problemText(error)));
    return () => {
      live = false;
    };
  }, []);
  const site = sites?.find((s) => s.id === siteId);
  /** Put a reconnected site in the list in place of its old self. */
  const replace = (saved: IntegrationView) =>
    setSites((list) => list?.map((s) => (s.id === saved.id ? saved : s)) ?? null);
  return { all, sites, siteId, setSiteId, site, replace, loadProblem };
}

/**
 * The chosen site's common data (categories, tags, authors, blogs), loaded
 * again when the site changes or `reload` goes up; `onReset` clears what was
 * chosen from the last site's data, `onError` hears a failed load.
 */
export function useSiteCommon<T>(
  siteId: string,
  reload: number,
  load: ((id: string) => Promise<T>) | null,
  onReset: () => void,
  onError: (error: unknown) => void,
) {
  const [common, setCommon] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the site (or its kind) changes
  useEffect(() => {
    setCommon(null);
    onReset();
    if (!siteId || !load) return;
    let live = true;
    setLoading(true);
    load(siteId)
      .then((c) => live && setCommon(c))
      .catch((error) => live && onError(error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [siteId, reload, load === null]);
  return { common, loading };
}
