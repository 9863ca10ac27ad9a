import { ApiError, type PublicationView, type PublishStatus } from '@inkpress/shared-core';
import { Button, Input, type PopupProps, Select, Spinner, useShell } from '@inkpress/shared-ui';
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
import { inAnHour, newTagNames, readPublishProps } from './publishing';

/**
 * ghost-publish (headless blog, single): sends the saved post to a connected
 * Ghost site as a draft (default), live or scheduled, with tags (existing or
 * new), author, meta title and description, and the feature image. The
 * answer comes after Ghost was read back; the post's address is shown then.
 */
export default function GhostPublishPopup({ props: raw, close }: PopupProps) {
  const props = readPublishProps(raw);
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const { sites, siteId, setSiteId, site, replace, loadProblem } = usePublishSites(
    client,
    (i) => i.type === 'ghost',
  );
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
  const { common, loading: loadingCommon } = useSiteCommon(
    siteId,
    reload,
    client.ghostCommon,
    () => {
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
      const allTags = [...new Set([...tags, ...newTagNames(newTags)])];
      const publication = await client.publish({
        type: 'ghost',
        postId: props.postId,
        integrationId: siteId,
        status,
        ...scheduleFor(status, when),
        ...(allTags.length ? { tags: allTags } : {}),
        ...(author ? { author } : {}),
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

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup="ghost-publish"
        message="Connect a Ghost site first: you need its address and an Admin API key."
        connectLabel="Connect Ghost"
        onConnect={() => popups.open('ghost-connect', {})}
        close={close}
      />
    );
  }

  if (done) {
    return (
      <PublishedResult
        popup="ghost-publish"
        title={props.title}
        siteName={site?.name ?? 'Ghost'}
        publication={done}
        close={close}
      />
    );
  }

  return (
    <PopupBody as="form" onSubmit={(e: FormEvent) => void submit(e)} data-popup="ghost-publish" noValidate>
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
      <StatusFields status={status} onStatus={setStatus} when={when} onWhen={setWhen} />
      {loadingCommon && <Spinner label="Loading tags and authors" />}
      {common && (
        <TermChecklist
          legend="Tags"
          terms={common.tags}
          keyOf={(t) => t.name}
          selected={tags}
          onChange={setTags}
        />
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
      <MetaFields
        metaTitle={metaTitle}
        onMetaTitle={setMetaTitle}
        metaDescription={metaDescription}
        onMetaDescription={setMetaDescription}
        descriptionMax={500}
      />
      <Hint>The feature image is uploaded to Ghost. Publishing again updates the same Ghost post.</Hint>
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
