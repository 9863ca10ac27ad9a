import { Button, Input, type PopupProps, Select, Spinner, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { integrationsApi } from '../integrations/api';
import { ConnectFirst } from './ConnectFirst';
import { Hint, PopupActions, PopupBody } from './layout';
import { PublishedResult } from './PublishedResult';
import { MetaFields, StatusFields, submitLabel } from './PublishFields';
import { newTagNames, readPublishProps, shopifyStatusChoices } from './publishing';
import { useSiteCommon } from './publishSites';
import { SiteHeader } from './SiteHeader';
import { useSinglePublish } from './useSinglePublish';

/** `new`: a new article in a chosen blog; `old`: the post goes into an existing article, which it replaces. */
export type ShopifyPublishMode = 'new' | 'old';

/**
 * shopify-new and shopify (the shop platform, single): sends the saved post
 * to a connected Shopify store as a blog article — a new one in the chosen
 * blog, or into an existing article it updates — hidden (draft, default) or
 * published, with tags, the meta title and description, and the feature
 * image when it has a public address. The answer comes after Shopify was
 * read back; the article's address is shown then.
 */
export default function ShopifyPublishPopup({
  props: raw,
  close,
  mode,
}: PopupProps & { mode: ShopifyPublishMode }) {
  const props = readPublishProps(raw);
  const popup = mode === 'new' ? 'shopify-new' : 'shopify';
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const state = useSinglePublish(client, props, (i) => i.type === 'shopify', [
    'InvalidShopifyCredentialsError',
    'InvalidShopifyPermissionsError',
  ]);
  const { sites, siteId, site, status, done } = state;
  const [blogId, setBlogId] = useState('');
  const [articleId, setArticleId] = useState('');
  const [tags, setTags] = useState('');
  const { common, loading: loadingCommon } = useSiteCommon(
    siteId,
    state.reload,
    client.shopifyCommon,
    () => {
      setBlogId('');
      setArticleId('');
    },
    state.fail,
  );
  const blogs = common?.blogs ?? [];
  const blog = blogs.find((b) => b.id === blogId);
  // The first blog (and, updating, its latest article) until the person chooses.
  useEffect(() => {
    if (!blogId && blogs[0]) setBlogId(blogs[0].id);
  }, [blogId, blogs]);
  useEffect(() => {
    setArticleId(blog?.articles[0]?.id ?? '');
  }, [blog]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!siteId || !blogId || (mode === 'old' && !articleId)) return;
    const tagNames = newTagNames(tags);
    void state.send({
      type: 'shopify',
      postId: props.postId,
      integrationId: siteId,
      status,
      blogId,
      ...(mode === 'old' ? { existingPostId: articleId } : {}),
      ...(tagNames.length ? { tags: tagNames } : {}),
    });
  };

  if (!sites && !state.problem) return <Spinner label="Loading your websites" />;

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup={popup}
        message="Connect a Shopify store first: you need its myshopify.com address and a custom app’s Admin API access token."
        connectLabel="Connect Shopify"
        onConnect={() => popups.open('shopify-connect', {})}
        close={close}
      />
    );
  }

  if (done) {
    return (
      <PublishedResult
        popup={popup}
        title={props.title}
        siteName={site?.name ?? 'Shopify'}
        publication={done}
        close={close}
      />
    );
  }

  const noBlog = common && blogs.length === 0;
  const noArticle = mode === 'old' && blog && blog.articles.length === 0;
  return (
    <PopupBody as="form" onSubmit={submit} data-popup={popup} noValidate>
      <SiteHeader
        state={state}
        label="Shopify store"
        sentence={
          <>
            {mode === 'new' ? 'Publishing' : 'Updating an article with'} “{props.title ?? 'this post'}” on{' '}
            <strong>{site?.name}</strong>.
          </>
        }
      />
      {loadingCommon && <Spinner label="Loading the store’s blogs" />}
      {noBlog && <Hint>This store has no blog yet. Add one in Shopify (Online Store → Blog posts).</Hint>}
      {blogs.length > 0 && (
        <Select
          label="Blog"
          value={blogId}
          onChange={(e) => setBlogId(e.target.value)}
          options={blogs.map((b) => ({ value: b.id, label: b.title }))}
        />
      )}
      {mode === 'old' && blog && blog.articles.length > 0 && (
        <Select
          label="Article to update"
          value={articleId}
          onChange={(e) => setArticleId(e.target.value)}
          options={blog.articles.map((a) => ({ value: a.id, label: a.title }))}
        />
      )}
      {noArticle && (
        <Hint>
          This blog has no articles yet.{' '}
          <Button
            size="sm"
            variant="ghost"
            type="button"
            onClick={() => {
              close();
              popups.open('shopify-new', raw);
            }}
          >
            Publish as a new article
          </Button>
        </Hint>
      )}
      <StatusFields {...state.statusFields} choices={shopifyStatusChoices} />
      <Input
        label="Tags (optional)"
        hint="Separate them with commas."
        value={tags}
        onChange={(e) => setTags(e.target.value)}
      />
      <MetaFields {...state.meta} descriptionMax={1000} />
      <Hint>
        {mode === 'new'
          ? 'Publishing again updates the same Shopify article.'
          : 'The article’s title, content and tags are replaced by this post’s.'}{' '}
        A feature image with a public address goes with it.
      </Hint>
      <PopupActions>
        <Button type="button" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button
          type="submit"
          loading={state.pending}
          disabled={!siteId || !blogId || (mode === 'old' && !articleId)}
        >
          {submitLabel(status)}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}
