import { Button, type PopupProps, Select, Spinner, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import { integrationsApi } from '../integrations/api';
import {
  ConnectFirst,
  Hint,
  MetaFields,
  PopupActions,
  PopupBody,
  PublishedResult,
  SiteHeader,
  StatusFields,
  scheduleFor,
  submitLabel,
  TermChecklist,
  useSinglePublish,
  useSiteCommon,
} from './parts';
import { readPublishProps } from './publishing';

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
  const state = useSinglePublish(client, props, (i) => i.type === 'wordpress', [
    'InvalidWordpressPermissionsError',
  ]);
  const { all, sites, siteId, site, status, when, done } = state;
  /** The team's Ghost sites and Shopify stores: the post may go there instead (the editor has one Publish button). */
  const hasGhost = all.some((i) => i.type === 'ghost');
  const hasShopify = all.some((i) => i.type === 'shopify');
  const hasWebflow = all.some((i) => i.type === 'webflow');
  const hasMedium = all.some((i) => i.type === 'medium');
  const hasReddit = all.some((i) => i.type === 'reddit');
  const socialNames = [hasMedium && 'Medium', hasReddit && 'Reddit'].filter(Boolean).join(' and ');
  const [categories, setCategories] = useState<number[]>([]);
  const [tags, setTags] = useState<number[]>([]);
  const [author, setAuthor] = useState('');
  const { common, loading: loadingCommon } = useSiteCommon(
    siteId,
    state.reload,
    client.wordpressCommon,
    () => {
      setCategories([]);
      setTags([]);
      setAuthor('');
    },
    state.fail,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!siteId) return;
    void state.send({
      type: 'wordpress',
      postId: props.postId,
      integrationId: siteId,
      status,
      ...scheduleFor(status, when),
      ...(categories.length ? { categories } : {}),
      ...(tags.length ? { tags } : {}),
      ...(author ? { author: Number(author) } : {}),
    });
  };

  if (!sites && !state.problem) return <Spinner label="Loading your websites" />;

  const toGhost = () => {
    close();
    popups.open('ghost-publish', raw);
  };
  const toShopify = () => {
    close();
    popups.open('shopify-new', raw);
  };
  const toWebflow = () => {
    close();
    popups.open('webflow-publish', raw);
  };
  const toMedium = () => {
    close();
    popups.open('medium-publish', raw);
  };
  const toReddit = () => {
    close();
    popups.open('reddit-publish', raw);
  };

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup="wordpress-publish"
        message={
          hasGhost || hasShopify
            ? `Your team has no WordPress site yet, but it has ${hasGhost && hasShopify ? 'a Ghost site and a Shopify store' : hasGhost ? 'a Ghost site' : 'a Shopify store'}: publish there, or connect WordPress.`
            : socialNames || hasWebflow
              ? `Your team has no WordPress site yet, but it has ${[hasWebflow && 'a Webflow site', socialNames].filter(Boolean).join(' and ')}: publish there, or connect WordPress.`
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
        {hasShopify && (
          <Button variant="secondary" onClick={toShopify}>
            Publish to Shopify
          </Button>
        )}
        {hasWebflow && (
          <Button variant="secondary" onClick={toWebflow}>
            Publish to Webflow
          </Button>
        )}
        {hasMedium && (
          <Button variant="secondary" onClick={toMedium}>
            Publish to Medium
          </Button>
        )}
        {hasReddit && (
          <Button variant="secondary" onClick={toReddit}>
            Share on Reddit
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
    <PopupBody as="form" onSubmit={submit} data-popup="wordpress-publish" noValidate>
      <SiteHeader
        state={state}
        label="Website"
        sentence={
          <>
            Publishing “{props.title ?? 'this post'}” to <strong>{site?.name}</strong>.
          </>
        }
      />
      <StatusFields {...state.statusFields} />
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
      <MetaFields {...state.meta} descriptionMax={1000} />
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
      {hasShopify && (
        <Hint>
          Publishing to your Shopify store?{' '}
          <Button size="sm" variant="ghost" type="button" onClick={toShopify}>
            Publish to Shopify instead
          </Button>
        </Hint>
      )}
      {hasWebflow && (
        <Hint>
          Publishing to your Webflow site?{' '}
          <Button size="sm" variant="ghost" type="button" onClick={toWebflow}>
            Publish to Webflow instead
          </Button>
        </Hint>
      )}
      {(hasMedium || hasReddit) && (
        <Hint>
          Also on {socialNames}?{' '}
          {hasMedium && (
            <Button size="sm" variant="ghost" type="button" onClick={toMedium}>
              Publish to Medium
            </Button>
          )}
          {hasReddit && (
            <Button size="sm" variant="ghost" type="button" onClick={toReddit}>
              Share on Reddit
            </Button>
          )}
        </Hint>
      )}
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
