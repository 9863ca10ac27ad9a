/** SiteHeader: the head of a single-post publish form — the post's publications, the site's problem, the site. */
import { Select } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';
import { PostPublications } from './PostPublications';
import { SiteNotice } from './SiteNotice';
import type { useSinglePublish } from './useSinglePublish';

/**
 * The head of a single publish form: what is wrong with the site (and a way
 * to reconnect it), then the site to choose when there are several, or a
 * sentence naming it.
 */
export function SiteHeader({
  state,
  label,
  sentence,
}: {
  state: ReturnType<typeof useSinglePublish>;
  /** The site select's label: “Website”, “Ghost site”… */
  label: string;
  sentence: ReactNode;
}) {
  const { problem, site, sites, siteId, setSiteId, refused, reconnected } = state;
  return (
    <>
      {state.postId && <PostPublications client={state.client} postId={state.postId} sites={state.all} />}
      {(problem || site?.state === 'needs_attention') && (
        <SiteNotice
          message={problem ?? site?.problem?.message ?? 'This site needs to be reconnected.'}
          site={site}
          offerReconnect={refused || site?.state === 'needs_attention'}
          onReconnected={reconnected}
        />
      )}
      {sites && sites.length > 1 ? (
        <Select
          label={label}
          value={siteId}
          onChange={(e) => setSiteId(e.target.value)}
          options={sites.map((s) => ({ value: s.id, label: s.name }))}
        />
      ) : (
        <p>{sentence}</p>
      )}
    </>
  );
}
