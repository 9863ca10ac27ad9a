import { Button, type PopupProps, Select, Spinner, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import { integrationsApi } from '../integrations/api';
import { ConnectFirst } from './ConnectFirst';
import { Hint, PopupActions, PopupBody } from './layout';
import { PublishedResult } from './PublishedResult';
import { MetaFields, StatusFields, scheduleFor, submitLabel, TermChecklist } from './PublishFields';
import { readPublishProps } from './publishing';
import { useSiteCommon } from './publishSites';
import { SiteHeader } from './SiteHeader';
import { useSinglePublish } from './useSinglePublish';

/** Where else a post may go from the editor's one Publish button, for each kind of site a team may have. */
const ELSEWHERE = [
  {
    type: 'ghost',
    popup: 'ghost-publish',
    has: 'a Ghost site',
    action: 'Publish to Ghost',
    also: false,
    question: 'Publishing to your Ghost site?',
  },
  {
    type: 'shopify',
    popup: 'shopify-new',
    has: 'a Shopify store',
    action: 'Publish to Shopify',
    also: false,
    question: 'Publishing to your Shopify store?',
  },
  {
    type: 'webflow',
    popup: 'webflow-publish',
    has: 'a Webflow site',
    action: 'Publish to Webflow',
    also: false,
    question: 'Publishing to your Webflow site?',
  },
  {
    type: 'medium',
    popup: 'medium-publish',
    has: 'Medium',
    action: 'Publish to Medium',
    also: true,
    question: '',
  },
  {
    type: 'reddit',
    popup: 'reddit-publish',
    has: 'Reddit',
    action: 'Share on Reddit',
    also: true,
    question: '',
  },
] as const;

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

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
  /** The other kinds of site the team has: the post may go there instead (the editor has one Publish button). */
  const others = ELSEWHERE.filter((o) => all.some((i) => i.type === o.type));
  const also = others.filter((o) => o.also);
  const goTo = (popup: (typeof ELSEWHERE)[number]['popup']) => () => {
    close();
    popups.open(popup, raw);
  };
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

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup="wordpress-publish"
        message={
          others.length
            ? `Your team has no WordPress site yet, but it has ${listOf(others.map((o) => o.has))}: publish there, or connect WordPress.`
            : 'Connect a WordPress site first: you need its address, a username and an application password.'
        }
        connectLabel="Connect WordPress"
        onConnect={() => popups.open('website-integration', {})}
        close={close}
      >
        {others.map((o) => (
          <Button key={o.type} variant="secondary" onClick={goTo(o.popup)}>
            {o.action}
          </Button>
        ))}
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
      {others
        .filter((o) => !o.also)
        .map((o) => (
          <Hint key={o.type}>
            {o.question}{' '}
            <Button size="sm" variant="ghost" type="button" onClick={goTo(o.popup)}>
              {o.action} instead
            </Button>
          </Hint>
        ))}
      {also.length > 0 && (
        <Hint>
          Also on {listOf(also.map((o) => o.has))}?{' '}
          {also.map((o) => (
            <Button key={o.type} size="sm" variant="ghost" type="button" onClick={goTo(o.popup)}>
              {o.action}
            </Button>
          ))}
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
