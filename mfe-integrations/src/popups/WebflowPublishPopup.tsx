import { Button, type PopupProps, Spinner, useShell } from '@inkpress/shared-ui';
import type { FormEvent } from 'react';
import { integrationsApi } from '../integrations/api';
import { ConnectFirst } from './ConnectFirst';
import { Hint, PopupActions, PopupBody } from './layout';
import { PublishedResult } from './PublishedResult';
import { MetaFields, StatusFields, submitLabel } from './PublishFields';
import { readPublishProps, webflowStatusChoices } from './publishing';
import { SiteHeader } from './SiteHeader';
import { useSinglePublish } from './useSinglePublish';

/**
 * webflow-publish (the site builder, single): sends the saved post to a
 * connected Webflow CMS collection as an item — a draft item (default) or
 * live on the site — through the field mapping chosen when connecting. The
 * answer comes after Webflow was read back; the item's address is shown then.
 */
export default function WebflowPublishPopup({ props: raw, close }: PopupProps) {
  const props = readPublishProps(raw);
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const state = useSinglePublish(client, props, (i) => i.type === 'webflow', [
    'InvalidWebflowCredentialsError',
    'InvalidWebflowPermissionsError',
    'InvalidWebflowCollectionError',
  ]);
  const { sites, siteId, site, status, done } = state;
  const mapping = site?.webflow?.mapping ?? {};
  const sent = [
    'title (Name)',
    'slug',
    mapping.content && 'content',
    (mapping.summary || mapping.metaDescription) && 'meta description',
    mapping.metaTitle && 'meta title',
    mapping.featureImage && 'feature image',
  ].filter(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!siteId) return;
    void state.send({ type: 'webflow', postId: props.postId, integrationId: siteId, status });
  };

  if (!sites && !state.problem) return <Spinner label="Loading your websites" />;

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup="webflow-publish"
        message="Connect a Webflow site first: you need an API token of the site and a CMS collection for your posts."
        connectLabel="Connect Webflow"
        onConnect={() => popups.open('website-integration', { type: 'webflow' })}
        close={close}
      />
    );
  }

  if (done) {
    return (
      <PublishedResult
        popup="webflow-publish"
        title={props.title}
        siteName={site?.name ?? 'Webflow'}
        publication={done}
        close={close}
      />
    );
  }

  return (
    <PopupBody as="form" onSubmit={submit} data-popup="webflow-publish" noValidate>
      <SiteHeader
        state={state}
        label="Webflow collection"
        sentence={
          <>
            Publishing “{props.title ?? 'this post'}” to <strong>{site?.name}</strong>
            {site?.webflow && !site.name.includes(site.webflow.collectionName) ? (
              <> (collection {site.webflow.collectionName})</>
            ) : null}
            .
          </>
        }
      />
      <StatusFields {...state.statusFields} choices={webflowStatusChoices} />
      <MetaFields {...state.meta} descriptionMax={1000} />
      <Hint>
        Sent to the collection: {sent.join(', ')}. Publishing again updates the same item. A feature image
        goes only when it has a public address.
      </Hint>
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
