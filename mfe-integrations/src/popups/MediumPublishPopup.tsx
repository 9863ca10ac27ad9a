import { MEDIUM_MAX_TAGS, type PublicationView } from '@inkpress/shared-core';
import { Button, Checkbox, Input, Notice, type PopupProps, Spinner, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { integrationsApi } from '../integrations/api';
import { ConnectFirst } from './ConnectFirst';
import { Hint, NoticeText, PopupActions, PopupBody } from './layout';
import { PublishedResult } from './PublishedResult';
import { StatusFields, submitLabel } from './PublishFields';
import { newTagNames, readPublishProps } from './publishing';
import { SiteHeader } from './SiteHeader';
import { liveUrlOf, MEDIUM_SENT_ONCE, mediumStatusChoices } from './social';
import { useSinglePublish } from './useSinglePublish';

/**
 * medium-publish (the blogging platform, single): sends the saved post to
 * the connected Medium account once — a draft (default), public or unlisted —
 * with up to five tags and the canonical URL (its live address on the team's
 * own site when it has one). Medium cannot update a post: a post already
 * there is shown with its address instead of being sent again.
 */
export default function MediumPublishPopup({ props: raw, close }: PopupProps) {
  const props = readPublishProps(raw);
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const state = useSinglePublish(client, props, (i) => i.type === 'medium', [
    'InvalidMediumCredentialsError',
  ]);
  const { sites, siteId, site, status, done } = state;
  const [tags, setTags] = useState('');
  const [canonicalUrl, setCanonicalUrl] = useState('');
  const [unlisted, setUnlisted] = useState(false);
  const [notify, setNotify] = useState(true);
  const [publications, setPublications] = useState<PublicationView[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    if (!props.postId) return;
    let live = true;
    client
      .publications(props.postId)
      .then((list) => {
        if (!live) return;
        setPublications(list);
        setCanonicalUrl((current) => current || liveUrlOf(list) || '');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [props.postId]);
  const already = publications.find((p) => p.integrationId === siteId && p.remoteId);
  const tagNames = newTagNames(tags);
  const tooManyTags = tagNames.length > MEDIUM_MAX_TAGS;

  const unconfirmed =
    state.problemData?.reason === 'medium_send_unconfirmed'
      ? { checkUrl: typeof state.problemData.checkUrl === 'string' ? state.problemData.checkUrl : null }
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  const send = (resendUnconfirmed: boolean) => {
    if (!siteId || tooManyTags) return;
    void state.send({
      type: 'medium',
      postId: props.postId,
      integrationId: siteId,
      status,
      ...(tagNames.length ? { tags: tagNames } : {}),
      medium: {
        ...(canonicalUrl.trim() ? { canonicalUrl: canonicalUrl.trim() } : {}),
        ...(status !== 'draft' && unlisted ? { unlisted: true } : {}),
        ...(status !== 'draft' ? { notifyFollowers: notify } : {}),
        ...(resendUnconfirmed ? { resendUnconfirmed: true } : {}),
      },
    });
  };

  if (!sites && !state.problem) return <Spinner label="Loading your accounts" />;

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup="medium-publish"
        message="Connect your Medium account first with an integration token you already have: Medium issues no new ones."
        connectLabel="Connect Medium"
        onConnect={() => popups.open('website-integration', { type: 'medium' })}
        close={close}
      />
    );
  }

  if (done) {
    return (
      <PublishedResult
        popup="medium-publish"
        title={props.title}
        siteName={site?.name ?? 'Medium'}
        publication={done}
        close={close}
      />
    );
  }

  return (
    <PopupBody as="form" onSubmit={submit} data-popup="medium-publish" noValidate>
      <SiteHeader
        state={state}
        label="Medium account"
        sentence={
          <>
            Sending “{props.title ?? 'this post'}” to <strong>{site?.name}</strong>.
          </>
        }
      />
      {unconfirmed && (
        <Notice tone="warning" title="Check Medium before sending again" data-unconfirmed>
          <NoticeText>
            An earlier send of this post reached Medium but its answer was lost, and Medium’s API cannot say
            whether the post was made. Look for it on your Medium profile first.
          </NoticeText>
          {unconfirmed.checkUrl && (
            <NoticeText>
              <a href={unconfirmed.checkUrl} target="_blank" rel="noreferrer">
                Open your Medium profile
              </a>
            </NoticeText>
          )}
          <PopupActions>
            <Button type="button" variant="secondary" loading={state.pending} onClick={() => send(true)}>
              It is not on Medium: send again
            </Button>
          </PopupActions>
        </Notice>
      )}
      {already && (
        <Notice tone="info" title="Already on Medium">
          <NoticeText>
            This post was sent to this account{already.url ? ` (${already.url})` : ''}. Medium cannot update
            it: sending again shows where it is and sends nothing new.
          </NoticeText>
        </Notice>
      )}
      <StatusFields {...state.statusFields} choices={mediumStatusChoices} />
      {status !== 'draft' && (
        <>
          <Checkbox
            label="Unlisted: only people with the link see it"
            checked={unlisted}
            onChange={() => setUnlisted((v) => !v)}
          />
          <Checkbox label="Tell my Medium followers" checked={notify} onChange={() => setNotify((v) => !v)} />
        </>
      )}
      <Input
        label="Tags (optional)"
        hint={`Up to ${MEDIUM_MAX_TAGS}, separated by commas.`}
        value={tags}
        onChange={(e) => setTags(e.target.value)}
        {...(tooManyTags ? { error: `Medium keeps at most ${MEDIUM_MAX_TAGS} tags.` } : {})}
      />
      <Input
        label="Canonical URL (optional)"
        type="url"
        placeholder="https://blog.example.com/my-post"
        hint="Where the post first appeared, so search engines credit your site."
        value={canonicalUrl}
        onChange={(e) => setCanonicalUrl(e.target.value)}
      />
      <Hint>{MEDIUM_SENT_ONCE}</Hint>
      <PopupActions>
        <Button type="button" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" loading={state.pending} disabled={!siteId || tooManyTags}>
          {submitLabel(status)}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}
