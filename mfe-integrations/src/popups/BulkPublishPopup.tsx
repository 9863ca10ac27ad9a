import type { BulkPublishRunView, PublishStatus } from '@inkpress/shared-core';
import { Button, Input, Notice, type PopupProps, Select, Spinner, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { BulkRunPanel } from '../bulk/BulkRunPanel';
import { integrationsApi, problemText, typeNames } from '../integrations/api';
import { ConnectFirst } from './ConnectFirst';
import { Hint, PopupActions, PopupBody } from './layout';
import { StatusFields, scheduleFor, submitLabel, TermChecklist } from './PublishFields';
import {
  inAnHour,
  newTagNames,
  scheduleProblem,
  shopifyStatusChoices,
  webflowStatusChoices,
} from './publishing';
import { usePublishSites, useSiteCommon } from './publishSites';
import { SiteNotice } from './SiteNotice';
import { MEDIUM_SENT_ONCE, mediumStatusChoices } from './social';

type BulkType = 'wordpress' | 'ghost' | 'shopify' | 'webflow' | 'medium';
const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

/**
 * Props: `type` (the kind of site to start on: wordpress or ghost), one source
 * — `folderId`, `collectionIds` (documents) or `postIds` — and `label`, what
 * is being published in words (“the folder Launch”, “3 documents”).
 */
function readProps(props: Record<string, unknown>) {
  return {
    type: (['wordpress', 'ghost', 'shopify', 'webflow', 'medium'] as unknown[]).includes(props.type)
      ? (props.type as BulkType)
      : undefined,
    folderId: typeof props.folderId === 'string' ? props.folderId : undefined,
    collectionIds: ids(props.collectionIds),
    postIds: ids(props.postIds),
    label: typeof props.label === 'string' ? props.label : 'these documents',
    /** A run to show (from the history) instead of the form. */
    runId: typeof props.runId === 'string' ? props.runId : undefined,
  };
}

/**
 * wordpress-bulk-publish, ghost-bulk-publish and shopify-bulk: a folder or
 * chosen documents to one WordPress or Ghost site or Shopify store's blog with the same choices for every post, then
 * each post's progress and result as the workers publish them (followed as
 * server-sent events); a failed post is retried alone, the rest of the run can
 * be cancelled. With `runId` it shows that run (opened from the history).
 */
export default function BulkPublishPopup({ props: raw, close }: PopupProps) {
  const props = readProps(raw);
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const { sites, siteId, setSiteId, site, replace, loadProblem } = usePublishSites(
    client,
    (i) =>
      i.type === 'wordpress' ||
      i.type === 'ghost' ||
      i.type === 'shopify' ||
      i.type === 'webflow' ||
      i.type === 'medium',
    (s) => s.type === props.type,
  );
  const siteType = site?.type as BulkType | undefined;
  const [status, setStatus] = useState<PublishStatus>('draft');
  const [when, setWhen] = useState(inAnHour);
  const [tagText, setTagText] = useState('');
  const [categories, setCategories] = useState<number[]>([]);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [run, setRun] = useState<BulkPublishRunView | null>(null);
  // A run opened from the history: read it, then show it as one just started.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the run once per id
  useEffect(() => {
    if (!props.runId) return;
    client
      .bulkPublishRun(props.runId)
      .then(setRun)
      .catch((error) => setProblem(problemText(error)));
  }, [props.runId]);
  const [blogId, setBlogId] = useState('');
  // WordPress categories for the chosen site (Ghost and Shopify take tags by name).
  const { common: wpCommon } = useSiteCommon(
    siteId,
    0,
    siteType === 'wordpress' ? client.wordpressCommon : null,
    () => setCategories([]),
    () => undefined,
  );
  // A Shopify store's blogs: every new article goes to the chosen one.
  const { common: shopCommon } = useSiteCommon(
    siteId,
    0,
    siteType === 'shopify' ? client.shopifyCommon : null,
    () => setBlogId(''),
    (error) => setProblem(problemText(error)),
  );
  const shopBlogs = shopCommon?.blogs ?? [];
  const chosenBlog = blogId || shopBlogs[0]?.id || '';
  // Every site can be scheduled (Inkpress publishes at the time where the site has no scheduler).
  const shownStatus = status;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!site || !siteType) return;
    const dateProblem = shownStatus === 'future' ? scheduleProblem(when) : null;
    if (dateProblem) {
      setProblem(dateProblem);
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const tags =
        siteType === 'ghost' || siteType === 'shopify'
          ? newTagNames(tagText)
          : siteType === 'medium'
            ? newTagNames(tagText).slice(0, 5)
            : [];
      const started = await client.bulkPublish({
        type: siteType,
        integrationId: site.id,
        ...(props.folderId
          ? { folderId: props.folderId }
          : props.collectionIds
            ? { collectionIds: props.collectionIds }
            : { postIds: props.postIds ?? [] }),
        status: shownStatus,
        ...scheduleFor(shownStatus, when),
        ...(siteType === 'shopify' && chosenBlog ? { blogId: chosenBlog } : {}),
        ...(tags.length ? { tags } : {}),
        ...(categories.length ? { categories } : {}),
      });
      setRun(started);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setPending(false);
    }
  };

  const shownProblem = problem ?? loadProblem;
  const done = () => {
    if (typeof raw.onDone === 'function') (raw.onDone as () => void)();
    close();
  };
  if (run) return <BulkRunPanel client={client} initial={run} close={done} />;
  if (props.runId)
    return shownProblem ? (
      <PopupBody data-popup="bulk-publish">
        <Notice tone="danger">{shownProblem}</Notice>
      </PopupBody>
    ) : (
      <Spinner label="Loading the bulk publish" />
    );
  if (!sites && !shownProblem) return <Spinner label="Loading your websites" />;

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup="bulk-publish"
        message={`Connect a WordPress site, a Ghost site, a Shopify store, a Webflow site or Medium first, then publish ${props.label} to it in one go.`}
        connectLabel="Connect a website"
        onConnect={() =>
          popups.open(
            props.type === 'ghost'
              ? 'ghost-connect'
              : props.type === 'shopify'
                ? 'shopify-connect'
                : 'website-integration',
            props.type === 'webflow' || props.type === 'medium' ? { type: props.type } : {},
          )
        }
        close={close}
      />
    );
  }

  return (
    <PopupBody as="form" onSubmit={(e: FormEvent) => void submit(e)} data-popup="bulk-publish" noValidate>
      {shownProblem && <Notice tone="danger">{shownProblem}</Notice>}
      {site?.state === 'needs_attention' && (
        <SiteNotice
          tone="warning"
          message={site.problem?.message ?? 'This site needs to be reconnected.'}
          site={site}
          offerReconnect
          onReconnected={replace}
        />
      )}
      <p>
        Publish {props.label} with the same choices for every post. Each post is published on its own; you see
        each one’s result.
      </p>
      <Select
        label="Website"
        value={siteId}
        onChange={(e) => setSiteId(e.target.value)}
        options={(sites ?? []).map((s) => ({ value: s.id, label: `${s.name} (${typeNames[s.type]})` }))}
      />
      {siteType === 'shopify' && shopBlogs.length > 0 && (
        <Select
          label="Blog"
          value={chosenBlog}
          onChange={(e) => setBlogId(e.target.value)}
          options={shopBlogs.map((b) => ({ value: b.id, label: b.title }))}
        />
      )}
      <StatusFields
        status={shownStatus}
        onStatus={setStatus}
        when={when}
        onWhen={setWhen}
        {...(siteType === 'shopify' ? { choices: shopifyStatusChoices } : {})}
        {...(siteType === 'webflow' ? { choices: webflowStatusChoices } : {})}
        {...(siteType === 'medium' ? { choices: mediumStatusChoices } : {})}
      />
      {(siteType === 'ghost' || siteType === 'shopify' || siteType === 'medium') && (
        <Input
          label="Tags (optional)"
          hint={
            siteType === 'medium'
              ? 'Up to 5, separated by commas; every post gets them.'
              : 'Separate them with commas; every post gets them.'
          }
          value={tagText}
          onChange={(e) => setTagText(e.target.value)}
        />
      )}
      {siteType === 'medium' && <Hint>{MEDIUM_SENT_ONCE}</Hint>}
      {siteType === 'wordpress' && wpCommon && (
        <TermChecklist
          legend="Categories"
          terms={wpCommon.categories}
          keyOf={(c) => Number(c.id)}
          selected={categories}
          onChange={setCategories}
        />
      )}
      <Hint>
        {siteType === 'medium'
          ? 'Posts sent to Medium before are not sent again: each one shows where it is.'
          : 'Posts published before are updated, never duplicated. Feature images are uploaded to the site.'}
      </Hint>
      <PopupActions>
        <Button type="button" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={!site}>
          {submitLabel(shownStatus, true)}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}
