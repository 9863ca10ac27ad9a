import {
  ApiError,
  type GhostCommonView,
  type IntegrationView,
  type PublicationView,
  type PublishStatus,
} from '@inkpress/shared-core';
import {
  Button,
  Checkbox,
  Input,
  Notice,
  type PopupProps,
  Select,
  Spinner,
  Textarea,
  useShell,
} from '@inkpress/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { integrationsApi, problemText } from '../integrations/api';
import { Choice, Choices, Hint, PopupActions, PopupBody, Terms } from './parts';
import { inAnHour, newTagNames, publishedVerb, statusChoices } from './publishing';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Props: `postId` (a saved post), `title`, `metaTitle`, `metaDescription`, `onDone(publication)`. */
function readProps(props: Record<string, unknown>) {
  return {
    postId: text(props.postId) ?? '',
    title: text(props.title),
    metaTitle: text(props.metaTitle),
    metaDescription: text(props.metaDescription),
    onDone: typeof props.onDone === 'function' ? (props.onDone as (p: PublicationView) => void) : undefined,
  };
}

/**
 * ghost-publish (headless blog, single): sends the saved post to a connected
 * Ghost site as a draft (default), live or scheduled, with tags (existing or
 * new), author, meta title and description, and the feature image. The
 * answer comes after Ghost was read back; the post's address is shown then.
 */
export default function GhostPublishPopup({ props: raw, close }: PopupProps) {
  const props = readProps(raw);
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const [sites, setSites] = useState<IntegrationView[] | null>(null);
  const [siteId, setSiteId] = useState('');
  const [common, setCommon] = useState<GhostCommonView | null>(null);
  const [loadingCommon, setLoadingCommon] = useState(false);
  const [status, setStatus] = useState<PublishStatus>('draft');
  const [when, setWhen] = useState(inAnHour);
  const [tags, setTags] = useState<string[]>([]);
  const [newTags, setNewTags] = useState('');
  const [author, setAuthor] = useState('');
  const [metaTitle, setMetaTitle] = useState(props.metaTitle ?? '');
  const [metaDescription, setMetaDescription] = useState(props.metaDescription ?? '');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [reload, setReload] = useState(0);
  const [done, setDone] = useState<PublicationView | null>(null);
  const fail = (error: unknown) => {
    setProblem(problemText(error));
    if (error instanceof ApiError && error.code === 'InvalidGhostCredentialsError') setRefused(true);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening
  useEffect(() => {
    let live = true;
    client
      .list()
      .then((all) => {
        if (!live) return;
        const ghost = all.filter((i) => i.type === 'ghost');
        setSites(ghost);
        setSiteId(ghost.find((s) => s.state === 'connected')?.id ?? ghost[0]?.id ?? '');
      })
      .catch((error) => live && setProblem(problemText(error)));
    return () => {
      live = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the site changes
  useEffect(() => {
    if (!siteId) return;
    let live = true;
    setCommon(null);
    setTags([]);
    setAuthor('');
    setLoadingCommon(true);
    client
      .ghostCommon(siteId)
      .then((c) => live && setCommon(c))
      .catch((error) => live && fail(error))
      .finally(() => live && setLoadingCommon(false));
    return () => {
      live = false;
    };
  }, [siteId, reload]);

  const site = sites?.find((s) => s.id === siteId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!siteId) return;
    setPending(true);
    setProblem(null);
    try {
      const allTags = [...new Set([...tags, ...newTagNames(newTags)])];
      const publication = await client.publish({
        type: 'ghost',
        postId: props.postId,
        integrationId: siteId,
        status,
        ...(status === 'future' ? { schedulePublishConfig: { date: new Date(when).toISOString() } } : {}),
        ...(allTags.length ? { tags: allTags } : {}),
        ...(author ? { author } : {}),
        ...(metaTitle.trim() ? { metaTitle: metaTitle.trim() } : {}),
        ...(metaDescription.trim() ? { metaDescription: metaDescription.trim() } : {}),
      });
      setDone(publication);
      props.onDone?.(publication);
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };

  if (!sites && !problem) return <Spinner label="Loading your websites" />;

  if (sites && sites.length === 0) {
    return (
      <PopupBody data-popup="ghost-publish">
        <p>Connect a Ghost site first: you need its address and an Admin API key.</p>
        <PopupActions>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              close();
              popups.open('ghost-connect', {});
            }}
          >
            Connect Ghost
          </Button>
        </PopupActions>
      </PopupBody>
    );
  }

  if (done) {
    return (
      <PopupBody data-popup="ghost-publish" data-state="done">
        <Notice
          tone="success"
          title={`“${props.title ?? 'Your post'}” ${publishedVerb(done.state)} on ${site?.name ?? 'Ghost'}.`}
        >
          {done.scheduledFor && <p>It will go live on {new Date(done.scheduledFor).toLocaleString()}.</p>}
          {done.url && (
            <a href={done.url} target="_blank" rel="noreferrer" data-live-url>
              {done.url}
            </a>
          )}
        </Notice>
        <PopupActions>
          <Button onClick={close}>Done</Button>
        </PopupActions>
      </PopupBody>
    );
  }

  return (
    <PopupBody as="form" onSubmit={(e: FormEvent) => void submit(e)} data-popup="ghost-publish" noValidate>
      {(problem || site?.state === 'needs_attention') && (
        <Notice tone="danger">
          {problem ?? site?.problem?.message ?? 'This site needs to be reconnected.'}{' '}
          {site && (refused || site.state === 'needs_attention') && (
            <Button
              size="sm"
              variant="secondary"
              type="button"
              onClick={() =>
                popups.open('reconnect-website', {
                  integration: { ...site, state: 'needs_attention' },
                  onDone: (saved: IntegrationView) => {
                    setSites((list) => list?.map((s) => (s.id === saved.id ? saved : s)) ?? null);
                    setProblem(null);
                    setRefused(false);
                    setReload((n) => n + 1);
                  },
                })
              }
            >
              Reconnect
            </Button>
          )}
        </Notice>
      )}
      {sites && sites.length > 1 ? (
        <Select
          label="Ghost site"
          value={siteId}
          onChange={(e) => setSiteId(e.target.value)}
          options={sites.map((s) => ({ value: s.id, label: s.name }))}
        />
      ) : (
        <p>
          Publishing “{props.title ?? 'this post'}” to <strong>{site?.name}</strong>.
        </p>
      )}
      <Choices role="radiogroup" aria-label="How to publish">
        {statusChoices.map((choice) => (
          <Choice
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={status === choice.value}
            $active={status === choice.value}
            onClick={() => setStatus(choice.value)}
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
          onChange={(e) => setWhen(e.target.value)}
        />
      )}
      {loadingCommon && <Spinner label="Loading tags and authors" />}
      {common && common.tags.length > 0 && (
        <Terms>
          <legend>Tags</legend>
          {common.tags.map((t) => (
            <Checkbox
              key={t.id}
              label={t.name}
              checked={tags.includes(t.name)}
              onChange={() =>
                setTags((list) =>
                  list.includes(t.name) ? list.filter((x) => x !== t.name) : [...list, t.name],
                )
              }
            />
          ))}
        </Terms>
      )}
      <Input
        label="New tags (optional)"
        hint="Separate them with commas; Ghost creates the ones it does not have."
        value={newTags}
        onChange={(e) => setNewTags(e.target.value)}
      />
      {common && common.authors.length > 1 && (
        <Select
          label="Author"
          value={author}
          onChange={(e) => setAuthor(e.target.value)}
          options={[
            { value: '', label: 'The site’s owner' },
            ...common.authors.map((a) => ({ value: a.id, label: a.name })),
          ]}
        />
      )}
      <Input
        label="Meta title (optional)"
        value={metaTitle}
        onChange={(e) => setMetaTitle(e.target.value)}
        maxLength={300}
      />
      <Textarea
        label="Meta description (optional)"
        value={metaDescription}
        onChange={(e) => setMetaDescription(e.target.value)}
        maxLength={500}
        rows={2}
      />
      <Hint>The feature image is uploaded to Ghost. Publishing again updates the same Ghost post.</Hint>
      <PopupActions>
        <Button type="button" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={!siteId}>
          {status === 'draft' ? 'Send as draft' : status === 'publish' ? 'Publish now' : 'Schedule'}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}
