import type { IntegrationView, PublicationView } from '@inkpress/shared-core';
import { Badge, Button, Notice } from '@inkpress/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { type IntegrationsApi, problemText, typeNames } from '../integrations/api';
import { publicationLine } from './publishing';

/** How often a due schedule is read again; the longest a timer waits for a far one. */
const RECHECK_MS = 5_000;
const MAX_WAIT_MS = 10 * 60_000;

/**
 * The post's publications, loaded once per opening, again after a cancel,
 * and again while a schedule is due: `cancel` takes the post's scheduled publishes back (the sites'
 * own and Inkpress's) through POST /api/posts/{id}/cancel-publish.
 */
export function usePostPublications(client: IntegrationsApi, postId: string) {
  const [publications, setPublications] = useState<PublicationView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const load = useCallback(
    () =>
      client
        .publications(postId)
        .then(setPublications)
        .catch((error) => setProblem(problemText(error))),
    [client, postId],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per post
  useEffect(() => {
    void load();
  }, [postId]);
  const cancel = async () => {
    setCancelling(true);
    setProblem(null);
    try {
      await client.cancelPublish(postId);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      await load();
      setCancelling(false);
    }
  };
  const scheduled = (publications ?? []).filter((p) => p.state === 'scheduled');
  // While the popup is open, the list is read again when the first schedule is due and every
  // few seconds after, so a schedule of ours turns Live (or Failed) once the post goes out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each reading sets the next
  useEffect(() => {
    if (scheduled.length === 0) return;
    const first = Math.min(
      ...scheduled.map((p) => (p.scheduledFor ? Date.parse(p.scheduledFor) : Date.now())),
    );
    const wait = Math.min(Math.max(first - Date.now(), RECHECK_MS), MAX_WAIT_MS);
    const timer = setTimeout(() => void load(), wait);
    return () => clearTimeout(timer);
  }, [publications]);
  return { publications, scheduled, problem, cancelling, cancel };
}

/** A schedule's time: the date and the minute (a schedule has no seconds). */
const whenText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const tones = { scheduled: 'info', published: 'success', draft: 'neutral', failed: 'danger' } as const;
const labels = { scheduled: 'Scheduled', published: 'Live', draft: 'Draft', failed: 'Failed' } as const;

/**
 * Where the post already went: each site with its state, the scheduled
 * time, and a button that cancels the scheduled publishing. Nothing when
 * the post went nowhere yet.
 */
export function PostPublications({
  client,
  postId,
  sites,
}: {
  client: IntegrationsApi;
  postId: string;
  sites: IntegrationView[];
}) {
  const { publications, scheduled, problem, cancelling, cancel } = usePostPublications(client, postId);
  if (!publications?.length && !problem) return null;
  const nameOf = (p: PublicationView) => {
    const name = sites.find((s) => s.id === p.integrationId)?.name ?? typeNames[p.type] ?? p.type;
    // A Reddit publication is one subreddit's (its id ends with `:r/<subreddit>`).
    const subreddit = p.type === 'reddit' ? /:(r\/\w+)$/.exec(p.id)?.[1] : undefined;
    return subreddit ? `${name} ${subreddit}` : name;
  };
  return (
    <Box aria-label="This post on your sites" data-publications>
      {problem && <Notice tone="danger">{problem}</Notice>}
      {publications && publications.length > 0 && (
        <List>
          {publications.map((p) => (
            <li key={p.id} data-state={p.state}>
              <Badge tone={tones[p.state]} dot>
                {labels[p.state]}
              </Badge>
              <span>
                {publicationLine(p, nameOf(p), whenText)}
                {p.url && p.state === 'published' && (
                  <>
                    {' · '}
                    <a href={p.url} target="_blank" rel="noreferrer">
                      open
                    </a>
                  </>
                )}
              </span>
            </li>
          ))}
        </List>
      )}
      {scheduled.length > 0 && (
        <div>
          <Button
            size="sm"
            variant="secondary"
            type="button"
            loading={cancelling}
            onClick={() => void cancel()}
          >
            {scheduled.length === 1 ? 'Cancel the schedule' : `Cancel the ${scheduled.length} schedules`}
          </Button>
        </div>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
  li > :first-child {
    flex: none;
  }
  li > span {
    flex: 1 1 auto;
    min-width: 0;
  }
`;
