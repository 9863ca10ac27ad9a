import { Button, Input, type PopupProps, Select, Spinner, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import { integrationsApi } from '../integrations/api';
import { ConnectFirst } from './ConnectFirst';
import { Hint, PopupActions, PopupBody } from './layout';
import { PublishedResult } from './PublishedResult';
import { MetaFields, StatusFields, scheduleFor, submitLabel, TermChecklist } from './PublishFields';
import { newTagNames, readPublishProps } from './publishing';
import { useSiteCommon } from './publishSites';
import { SiteHeader } from './SiteHeader';
import { useSinglePublish } from './useSinglePublish';

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
  const state = useSinglePublish(client, props, (i) => i.type === 'ghost', ['InvalidGhostCredentialsError']);
  const { sites, siteId, site, status, when, done } = state;
  const [tags, setTags] = useState<string[]>([]);
  const [newTags, setNewTags] = useState('');
  const [author, setAuthor] = useState('');
  const { common, loading: loadingCommon } = useSiteCommon(
    siteId,
    state.reload,
    client.ghostCommon,
    () => {
      setTags([]);
      setAuthor('');
    },
    state.fail,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!siteId) return;
    const allTags = [...new Set([...tags, ...newTagNames(newTags)])];
    void state.send({
      type: 'ghost',
      postId: props.postId,
      integrationId: siteId,
      status,
      ...scheduleFor(status, when),
      ...(allTags.length ? { tags: allTags } : {}),
      ...(author ? { author } : {}),
    });
  };

  if (!sites && !state.problem) return <Spinner label="Loading your websites" />;

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
    <PopupBody as="form" onSubmit={submit} data-popup="ghost-publish" noValidate>
      <SiteHeader
        state={state}
        label="Ghost site"
        sentence={
          <>
            Publishing “{props.title ?? 'this post'}” to <strong>{site?.name}</strong>.
          </>
        }
      />
      <StatusFields {...state.statusFields} />
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
      <MetaFields {...state.meta} descriptionMax={500} />
      <Hint>The feature image is uploaded to Ghost. Publishing again updates the same Ghost post.</Hint>
      <PopupActions>
        <Button type="button" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" loading={state.pending} disabled={!siteId}>
          {submitLabel(status)}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}
