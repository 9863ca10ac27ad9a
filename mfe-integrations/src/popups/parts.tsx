import {
  ApiError,
  type IntegrationView,
  type PublicationView,
  type PublishBody,
  type PublishStatus,
} from '@inkpress/shared-core';
import { Button, Checkbox, Input, Notice, Select, Textarea, useShell } from '@inkpress/shared-ui';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { type IntegrationsApi, problemText } from '../integrations/api';
import { PostPublications } from './PostPublications';
import { inAnHour, publishedVerb, scheduleBounds, scheduleProblem, statusChoices } from './publishing';

/** A popup's body: fields, then a row of actions (primary last). */
export const PopupBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
  min-width: min(480px, 100%);
  p {
    margin: 0;
  }
`;

export const PopupActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  /* On a phone the cards stack: three in two columns left one alone and stretched the others. */
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

export const Choice = styled.button<{ $active: boolean }>`
  display: grid;
  align-content: start;
  gap: 4px;
  text-align: left;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.tones.brand.bg : theme.colors.background.surface)};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.tones.brand.solid : theme.colors.border.default)};
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;
  font: inherit;
  strong {
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Hint = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Terms = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  max-height: 160px;
  overflow: auto;
  legend {
    padding: 0 4px;
    color: ${({ theme }) => theme.colors.text.primary};
    /* The size of the other fields' labels. */
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

/** What the submit button of a publish form says for a status: one post or many. */
export function submitLabel(status: PublishStatus, many = false): string {
  if (status === 'draft') return many ? 'Send all as drafts' : 'Send as draft';
  if (status === 'publish') return many ? 'Publish all now' : 'Publish now';
  return many ? 'Schedule all' : 'Schedule';
}

/**
 * Draft, publish now or schedule (with its date), as every publish popup
 * offers them; `choices` narrows them for a site that cannot schedule.
 */
export function StatusFields({
  status,
  onStatus,
  when,
  onWhen,
  choices = statusChoices,
}: {
  status: PublishStatus;
  onStatus: (status: PublishStatus) => void;
  when: string;
  onWhen: (when: string) => void;
  choices?: typeof statusChoices;
}) {
  return (
    <>
      <Choices role="radiogroup" aria-label="How to publish">
        {choices.map((choice) => (
          <Choice
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={status === choice.value}
            $active={status === choice.value}
            onClick={() => onStatus(choice.value)}
          >
            <strong>{choice.label}</strong>
            <span>{choice.text}</span>
          </Choice>
        ))}
      </Choices>
      {status === 'future' && (
        <Input
          label="Publish on"
          type="datetime-local"
          value={when}
          {...scheduleBounds()}
          hint="In your time zone. The post is sent as it is then: edits until that time go too."
          {...(scheduleProblem(when) ? { error: scheduleProblem(when)! } : {})}
          onChange={(e) => onWhen(e.target.value)}
        />
      )}
    </>
  );
}

/** The schedule part of a publish body: only when the post is scheduled. */
export function scheduleFor(status: PublishStatus, when: string) {
  return status === 'future' ? { schedulePublishConfig: { date: new Date(when).toISOString() } } : {};
}

/** A box of checkboxes, one a term (category, tag, blog…), `selected` the chosen ones' keys. */
export function TermChecklist<K extends string | number>({
  legend,
  terms,
  keyOf,
  selected,
  onChange,
}: {
  legend: string;
  terms: { id: string | number; name: string }[];
  keyOf: (term: { id: string | number; name: string }) => K;
  selected: K[];
  onChange: (selected: K[]) => void;
}) {
  if (terms.length === 0) return null;
  return (
    <Terms>
      <legend>{legend}</legend>
      {terms.map((term) => {
        const key = keyOf(term);
        return (
          <Checkbox
            key={term.id}
            label={term.name}
            checked={selected.includes(key)}
            onChange={() =>
              onChange(selected.includes(key) ? selected.filter((x) => x !== key) : [...selected, key])
            }
          />
        );
      })}
    </Terms>
  );
}

/** The optional meta title and description of a single publish. */
export function MetaFields({
  metaTitle,
  onMetaTitle,
  metaDescription,
  onMetaDescription,
  descriptionMax,
}: {
  metaTitle: string;
  onMetaTitle: (value: string) => void;
  metaDescription: string;
  onMetaDescription: (value: string) => void;
  descriptionMax: number;
}) {
  return (
    <>
      <Input
        label="Meta title (optional)"
        value={metaTitle}
        onChange={(e) => onMetaTitle(e.target.value)}
        maxLength={300}
      />
      <Textarea
        label="Meta description (optional)"
        value={metaDescription}
        onChange={(e) => onMetaDescription(e.target.value)}
        maxLength={descriptionMax}
        rows={2}
      />
    </>
  );
}

/** The trimmed meta fields of a publish body, left out when empty. */
export function metaFor(metaTitle: string, metaDescription: string) {
  return {
    ...(metaTitle.trim() ? { metaTitle: metaTitle.trim() } : {}),
    ...(metaDescription.trim() ? { metaDescription: metaDescription.trim() } : {}),
  };
}

/**
 * What went wrong with the chosen site, and — when its credentials were
 * refused or it needs attention — a button that opens reconnect-website and
 * hands the saved site to `onReconnected`.
 */
export function SiteNotice({
  message,
  tone = 'danger',
  site,
  offerReconnect,
  onReconnected,
}: {
  message: string;
  tone?: 'danger' | 'warning';
  site: IntegrationView | undefined;
  offerReconnect: boolean;
  onReconnected: (saved: IntegrationView) => void;
}) {
  const { popups } = useShell();
  return (
    <Notice tone={tone}>
      {message}{' '}
      {site && offerReconnect && (
        <Button
          size="sm"
          variant="secondary"
          type="button"
          onClick={() =>
            popups.open('reconnect-website', {
              integration: { ...site, state: 'needs_attention' },
              onDone: onReconnected,
            })
          }
        >
          Reconnect
        </Button>
      )}
    </Notice>
  );
}

/** A publish popup's answer when the team has no site of its kind yet: connect one (or the `children` ways out). */
export function ConnectFirst({
  popup,
  message,
  connectLabel,
  onConnect,
  close,
  children,
}: {
  popup: string;
  message: string;
  connectLabel: string;
  onConnect: () => void;
  close: () => void;
  children?: ReactNode;
}) {
  return (
    <PopupBody data-popup={popup}>
      <p>{message}</p>
      <PopupActions>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        {children}
        <Button
          onClick={() => {
            close();
            onConnect();
          }}
        >
          {connectLabel}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

/** A single publish's result: where the post now stands, when it goes live, and its address. */
export function PublishedResult({
  popup,
  title,
  siteName,
  publication,
  close,
}: {
  popup: string;
  title: string | undefined;
  siteName: string;
  publication: PublicationView;
  close: () => void;
}) {
  return (
    <PopupBody data-popup={popup} data-state="done">
      <Notice
        tone="success"
        title={`“${title ?? 'Your post'}” ${publishedVerb(publication.state)} on ${siteName}.`}
      >
        {publication.scheduledFor && (
          <p>It will go live on {new Date(publication.scheduledFor).toLocaleString()}.</p>
        )}
        {publication.notice && <NoticeText data-notice>{publication.notice}</NoticeText>}
        {publication.url && (
          <LiveUrl href={publication.url} target="_blank" rel="noreferrer" data-live-url>
            {publication.url}
          </LiveUrl>
        )}
      </Notice>
      <PopupActions>
        <Button onClick={close}>Done</Button>
      </PopupActions>
    </PopupBody>
  );
}

const LiveUrl = styled.a`
  overflow-wrap: anywhere;
`;

/** A sentence that may hold a long address: it wraps anywhere rather than widen the popup. */
export const NoticeText = styled.p`
  overflow-wrap: anywhere;
`;

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
