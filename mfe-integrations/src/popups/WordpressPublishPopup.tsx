import {
  ApiError,
  type IntegrationView,
  type PublicationView,
  type PublishStatus,
  type WordpressCommonView,
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
import { inAnHour, publishedVerb, statusChoices } from './publishing';

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
 * wordpress-publish: sends the saved post to a connected WordPress site as a
 * draft (default), live, or scheduled, with categories, tags and author, the
 * feature image and the meta description. The answer comes after the site
 * was read back; the live address is shown then.
 */
export default function WordpressPublishPopup({ props: raw, close }: PopupProps) {
  const props = readProps(raw);
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const [sites, setSites] = useState<IntegrationView[] | null>(null);
  /** The team's Ghost sites: the post may go there instead (the editor has one Publish button). */
  const [hasGhost, setHasGhost] = useState(false);
  const [siteId, setSiteId] = useState('');
  const [common, setCommon] = useState<WordpressCommonView | null>(null);
  const [loadingCommon, setLoadingCommon] = useState(false);
  const [status, setStatus] = useState<PublishStatus>('draft');
  const [when, setWhen] = useState(inAnHour);
  const [categories, setCategories] = useState<number[]>([]);
  const [tags, setTags] = useState<number[]>([]);
  const [author, setAuthor] = useState('');
  const [metaTitle, setMetaTitle] = useState(props.metaTitle ?? '');
  const [metaDescription, setMetaDescription] = useState(props.metaDescription ?? '');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The site refused its credentials (now or before): offer to reconnect. */
  const [refused, setRefused] = useState(false);
  const [reload, setReload] = useState(0);
  const fail = (error: unknown) => {
    setProblem(problemText(error));
    if (error instanceof ApiError && error.code === 'InvalidWordpressPermissionsError') setRefused(true);
  };
  const [done, setDone] = useState<PublicationView | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening
  useEffect(() => {
    let live = true;
    client
      .list()
      .then((all) => {
        if (!live) return;
        const wordpress = all.filter((i) => i.type === 'wordpress');
        setHasGhost(all.some((i) => i.type === 'ghost'));
        setSites(wordpress);
        setSiteId(wordpress.find((s) => s.state === 'connected')?.id ?? wordpress[0]?.id ?? '');
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
    setCategories([]);
    setTags([]);
    setAuthor('');
    setLoadingCommon(true);
    client
      .wordpressCommon(siteId)
      .then((c) => live && setCommon(c))
      .catch((error) => live && fail(error))
      .finally(() => live && setLoadingCommon(false));
    return () => {
      live = false;
    };
  }, [siteId, reload]);

  const site = sites?.find((s) => s.id === siteId);
  const toggle = (list: number[], id: number) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!siteId) return;
    setPending(true);
    setProblem(null);
    try {
      const publication = await client.publish({
        type: 'wordpress',
        postId: props.postId,
        integrationId: siteId,
        status,
        ...(status === 'future' ? { schedulePublishConfig: { date: new Date(when).toISOString() } } : {}),
        ...(categories.length ? { categories } : {}),
        ...(tags.length ? { tags } : {}),
        ...(author ? { author: Number(author) } : {}),
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

  const toGhost = () => {
    close();
    popups.open('ghost-publish', raw);
  };

  if (sites && sites.length === 0) {
    return (
      <PopupBody data-popup="wordpress-publish">
        <p>
          {hasGhost
            ? 'Your team has no WordPress site yet, but it has a Ghost site: publish there, or connect WordPress.'
            : 'Connect a WordPress site first: you need its address, a username and an application password.'}
        </p>
        <PopupActions>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          {hasGhost && (
            <Button variant="secondary" onClick={toGhost}>
              Publish to Ghost
            </Button>
          )}
          <Button
            onClick={() => {
              close();
              popups.open('website-integration', {});
            }}
          >
            Connect WordPress
          </Button>
        </PopupActions>
      </PopupBody>
    );
  }

  if (done) {
    return (
      <PopupBody data-popup="wordpress-publish" data-state="done">
        <Notice
          tone="success"
          title={`“${props.title ?? 'Your post'}” ${publishedVerb(done.state)} on ${site?.name ?? 'WordPress'}.`}
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
    <PopupBody
      as="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      data-popup="wordpress-publish"
      noValidate
    >
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
          label="Website"
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
      {loadingCommon && <Spinner label="Loading categories, tags and authors" />}
      {common && (
        <>
          {common.categories.length > 0 && (
            <Terms>
              <legend>Categories</legend>
              {common.categories.map((c) => (
                <Checkbox
                  key={c.id}
                  label={c.name}
                  checked={categories.includes(c.id)}
                  onChange={() => setCategories((list) => toggle(list, c.id))}
                />
              ))}
            </Terms>
          )}
          {common.tags.length > 0 && (
            <Terms>
              <legend>Tags</legend>
              {common.tags.map((t) => (
                <Checkbox
                  key={t.id}
                  label={t.name}
                  checked={tags.includes(t.id)}
                  onChange={() => setTags((list) => toggle(list, t.id))}
                />
              ))}
            </Terms>
          )}
          {common.authors.length > 0 && (
            <Select
              label="Author"
              value={author}
              onChange={(e) => setAuthor(e.target.value)}
              options={[
                { value: '', label: 'The connected user' },
                ...common.authors.map((a) => ({ value: String(a.id), label: a.name })),
              ]}
            />
          )}
        </>
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
        maxLength={1000}
        rows={2}
      />
      <Hint>
        The feature image goes to the site’s media library. Publishing again updates the same WordPress post.
      </Hint>
      {hasGhost && (
        <Hint>
          Publishing to your Ghost site?{' '}
          <Button size="sm" variant="ghost" type="button" onClick={toGhost}>
            Publish to Ghost instead
          </Button>
        </Hint>
      )}
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
