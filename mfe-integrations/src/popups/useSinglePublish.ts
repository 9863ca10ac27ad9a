/** useSinglePublish: the state and the send of every single-post publish popup. */
import {
  ApiError,
  type IntegrationView,
  type PublicationView,
  type PublishBody,
  type PublishStatus,
} from '@inkpress/shared-core';
import { useState } from 'react';
import { type IntegrationsApi, problemText } from '../integrations/api';
import { metaFor, scheduleFor } from './PublishFields';
import { inAnHour, scheduleProblem } from './publishing';
import { usePublishSites } from './publishSites';

/**
 * The state every single-post publish popup keeps: the team's sites of its
 * kind, the status and its date, the meta fields, and the answer. `send`
 * publishes the body it is given; an error whose code is one of
 * `refusedCodes` offers to reconnect the site.
 */
export function useSinglePublish(
  client: IntegrationsApi,
  props: {
    postId?: string | undefined;
    metaTitle?: string | undefined;
    metaDescription?: string | undefined;
    onDone?: ((p: PublicationView) => void) | undefined;
  },
  accept: (site: IntegrationView) => boolean,
  refusedCodes: string[],
) {
  const sites = usePublishSites(client, accept);
  const [status, setStatus] = useState<PublishStatus>('draft');
  const [when, setWhen] = useState(inAnHour);
  const [metaTitle, setMetaTitle] = useState(props.metaTitle ?? '');
  const [metaDescription, setMetaDescription] = useState(props.metaDescription ?? '');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The site refused its credentials (now or before): offer to reconnect. */
  const [refused, setRefused] = useState(false);
  const [reload, setReload] = useState(0);
  const [done, setDone] = useState<PublicationView | null>(null);
  /** The last refusal's data (e.g. Medium's unconfirmed send and where to check it). */
  const [problemData, setProblemData] = useState<Record<string, unknown> | null>(null);
  const fail = (error: unknown) => {
    setProblem(problemText(error));
    setProblemData(
      error instanceof ApiError && error.data && typeof error.data === 'object'
        ? (error.data as Record<string, unknown>)
        : null,
    );
    if (error instanceof ApiError && refusedCodes.includes(error.code ?? '')) setRefused(true);
  };
  const send = async (body: PublishBody) => {
    // A schedule goes with its date, whatever the site (ours when the site has no scheduler).
    const problem = body.status === 'future' ? scheduleProblem(when) : null;
    if (problem) {
      setProblem(problem);
      return;
    }
    setPending(true);
    setProblem(null);
    setProblemData(null);
    try {
      const publication = await client.publish({
        ...scheduleFor(body.status ?? 'draft', when),
        ...body,
        ...metaFor(metaTitle, metaDescription),
      });
      setDone(publication);
      props.onDone?.(publication);
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };
  const reconnected = (saved: IntegrationView) => {
    sites.replace(saved);
    setProblem(null);
    setRefused(false);
    setReload((n) => n + 1);
  };
  const meta = {
    metaTitle,
    onMetaTitle: setMetaTitle,
    metaDescription,
    onMetaDescription: setMetaDescription,
  };
  const statusFields = { status, onStatus: setStatus, when, onWhen: setWhen };
  return {
    ...sites,
    client,
    postId: props.postId ?? '',
    status,
    when,
    statusFields,
    meta,
    pending,
    problem: problem ?? sites.loadProblem,
    problemData,
    refused,
    reload,
    done,
    fail,
    send,
    reconnected,
  };
}
