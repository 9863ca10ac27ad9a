import { ApiError, type PublicationView, type PublishStatus } from '@inkpress/shared-core';
import { Button, type PopupProps, Select, Spinner, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import { integrationsApi, problemText } from '../integrations/api';
import {
  ConnectFirst,
  Hint,
  MetaFields,
  metaFor,
  PopupActions,
  PopupBody,
  PublishedResult,
  SiteNotice,
  StatusFields,
  scheduleFor,
  submitLabel,
  TermChecklist,
  usePublishSites,
  useSiteCommon,
} from './parts';
import { inAnHour, readPublishProps } from './publishing';

/**
 * wordpress-publish: sends the saved post to a connected WordPress site as a
 * draft (default), live, or scheduled, with categories, tags and author, the
 * feature image and the meta description. The answer comes after the site
 * was read back; the live address is shown then.
 */
export default function WordpressPublishPopup({ props: raw, close }: PopupProps) {
  const props = readPublishProps(raw);
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const { all, sites, siteId, setSiteId, site, replace, loadProblem } = usePublishSites(
    client,
    (i) => i.type === 'wordpress',
  );
  /** The team's Ghost sites: the post may go there instead (the editor has one Publish button). */
  const hasGhost = all.some((i) => i.type === 'ghost');
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
  const { common, loading: loadingCommon } = useSiteCommon(
    siteId,
    reload,
    client.wordpressCommon,
    () => {
      setCategories([]);
      setTags([]);
      setAuthor('');
    },
    fail,
  );

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
        ...scheduleFor(status, when),
        ...(categories.length ? { categories } : {}),
        ...(tags.length ? { tags } : {}),
        ...(author ? { author: Number(author) } : {}),
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

  const shownProblem = problem ?? loadProblem;
  if (!sites && !shownProblem) return <Spinner label="Loading your websites" />;

  const toGhost = () => {
    close();
    popups.open('ghost-publish', raw);
  };

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup="wordpress-publish"
        message={
          hasGhost
            ? 'Your team has no WordPress site yet, but it has a Ghost site: publish there, or connect WordPress.'
            : 'Connect a WordPress site first: you need its address, a username and an application password.'
        }
        connectLabel="Connect WordPress"
        onConnect={() => popups.open('website-integration', {})}
        close={close}
      >
        {hasGhost && (
          <Button variant="secondary" onClick={toGhost}>
            Publish to Ghost
          </Button>
        )}
      </ConnectFirst>
    );
  }

  if (done) {
    return (
      <PublishedResult
        popup="wordpress-publish"
        title={props.title}
        siteName={site?.name ?? 'WordPress'}
        publication={done}
        close={close}
      />
    );
  }

  return (
    <PopupBody
      as="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      data-popup="wordpress-publish"
      noValidate
    >
      {(shownProblem || site?.state === 'needs_attention') && (
        <SiteNotice
          message={shownProblem ?? site?.problem?.message ?? 'This site needs to be reconnected.'}
          site={site}
          offerReconnect={refused || site?.state === 'needs_attention'}
          onReconnected={(saved) => {
            replace(saved);
            setProblem(null);
            setRefused(false);
            setReload((n) => n + 1);
          }}
        />
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
      <StatusFields status={status} onStatus={setStatus} when={when} onWhen={setWhen} />
      {loadingCommon && <Spinner label="Loading categories, tags and authors" />}
      {common && (
        <>
          <TermChecklist
            legend="Categories"
            terms={common.categories}
            keyOf={(c) => Number(c.id)}
            selected={categories}
            onChange={setCategories}
          />
          <TermChecklist
            legend="Tags"
            terms={common.tags}
            keyOf={(t) => Number(t.id)}
            selected={tags}
            onChange={setTags}
          />
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
      <MetaFields
        metaTitle={metaTitle}
        onMetaTitle={setMetaTitle}
        metaDescription={metaDescription}
        onMetaDescription={setMetaDescription}
        descriptionMax={1000}
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
          {submitLabel(status)}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}
