import { type PublicationView, REDDIT_MAX_TITLE, type RedditFlairsView } from '@inkpress/shared-core';
import { Button, Input, type PopupProps, Select, Spinner, Textarea, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { integrationsApi } from '../integrations/api';
import { ConnectFirst } from './ConnectFirst';
import { Choice, Choices, Hint, PopupActions, PopupBody } from './layout';
import { PublishedResult } from './PublishedResult';
import { StatusFields } from './PublishFields';
import { readPublishProps } from './publishing';
import { SiteHeader } from './SiteHeader';
import { liveUrlOf, redditStatusChoices } from './social';
import { useSinglePublish } from './useSinglePublish';

type Kind = 'link' | 'self';

const kinds: { value: Kind; label: string; text: string }[] = [
  { value: 'link', label: 'Link', text: 'Share the post’s live address.' },
  { value: 'self', label: 'Text post', text: 'The title and a summary of the post, in markdown.' },
];

/**
 * reddit-publish (social news): submits the saved post to one of the
 * connected account's subreddits — a link to its live address (on the team's
 * own site) or a text post with a summary — with the subreddit's flair when it
 * has some. Reddit posts go live at once and cannot be changed; a post already
 * in that subreddit is shown instead of being sent again.
 */
export default function RedditPublishPopup({ props: raw, close }: PopupProps) {
  const props = readPublishProps(raw);
  const { api, popups } = useShell();
  const client = integrationsApi(api);
  const state = useSinglePublish(client, props, (i) => i.type === 'reddit', [
    'InvalidRedditCredentialsError',
  ]);
  const { sites, siteId, site, done } = state;
  const subreddits = site?.subreddits ?? [];
  const [subreddit, setSubreddit] = useState('');
  const [kind, setKind] = useState<Kind>('link');
  const [title, setTitle] = useState(props.title ?? '');
  const [link, setLink] = useState('');
  const [text, setText] = useState('');
  const [flairs, setFlairs] = useState<RedditFlairsView['flairs']>([]);
  const [flairId, setFlairId] = useState('');
  const [flairText, setFlairText] = useState('');
  const [publications, setPublications] = useState<PublicationView[]>([]);
  /** The subreddit answered that it needs a flair. */
  const [flairNeeded, setFlairNeeded] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    if (!props.postId) return;
    let live = true;
    client
      .publications(props.postId)
      .then((list) => {
        if (!live) return;
        setPublications(list);
        const url = liveUrlOf(list);
        if (url) setLink((current) => current || url);
        else setKind('self');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [props.postId]);

  useEffect(() => {
    if (!subreddits.includes(subreddit)) setSubreddit(subreddits[0] ?? '');
  }, [subreddits, subreddit]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the subreddit changes
  useEffect(() => {
    setFlairs([]);
    setFlairId('');
    setFlairText('');
    setFlairNeeded(false);
    if (!siteId || !subreddit) return;
    let live = true;
    client
      .redditFlairs(siteId, subreddit)
      .then((answer) => live && setFlairs(answer.flairs))
      .catch((error) => live && state.fail(error));
    return () => {
      live = false;
    };
  }, [siteId, subreddit, state.reload]);

  const flair = flairs.find((f) => f.id === flairId);
  const already = publications.find(
    (p) =>
      p.integrationId === siteId &&
      p.remoteId &&
      p.id.toLowerCase().endsWith(`:r/${subreddit.toLowerCase()}`),
  );

  // A Reddit post goes live when submitted: now, or when Inkpress submits it at the chosen time.
  const redditStatus = state.status === 'future' ? 'future' : 'publish';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!siteId || !subreddit) return;
    await state.send({
      type: 'reddit',
      postId: props.postId,
      integrationId: siteId,
      status: redditStatus,
      reddit: {
        subreddit,
        kind,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(kind === 'link' ? { url: link.trim() } : {}),
        ...(kind === 'self' && text.trim() ? { text: text.trim() } : {}),
        ...(flairId ? { flairId } : {}),
        ...(flair?.editable && flairText.trim() ? { flairText: flairText.trim() } : {}),
      },
    });
  };
  // A flair-required answer points at the flair list.
  useEffect(() => {
    if (state.problem && /requires a post flair/.test(state.problem)) setFlairNeeded(true);
  }, [state.problem]);

  if (!sites && !state.problem) return <Spinner label="Loading your accounts" />;

  if (sites && sites.length === 0) {
    return (
      <ConnectFirst
        popup="reddit-publish"
        message="Connect a Reddit account first: a script app’s client id and secret, the account’s username and password, and your subreddits."
        connectLabel="Connect Reddit"
        onConnect={() => popups.open('website-integration', { type: 'reddit' })}
        close={close}
      />
    );
  }

  if (done) {
    return (
      <PublishedResult
        popup="reddit-publish"
        title={title || props.title}
        siteName={`r/${subreddit}`}
        publication={done}
        close={close}
      />
    );
  }

  const linkMissing = kind === 'link' && !/^https?:\/\/\S+$/i.test(link.trim());
  return (
    <PopupBody as="form" onSubmit={(e: FormEvent) => void submit(e)} data-popup="reddit-publish" noValidate>
      <SiteHeader
        state={state}
        label="Reddit account"
        sentence={
          <>
            Posting “{props.title ?? 'this post'}” as <strong>{site?.name}</strong>.
          </>
        }
      />
      <Select
        label="Subreddit"
        value={subreddit}
        onChange={(e) => setSubreddit(e.target.value)}
        options={subreddits.map((s) => ({ value: s, label: `r/${s}` }))}
      />
      {already && (
        <Hint data-already style={{ overflowWrap: 'anywhere' }}>
          Already submitted to r/{subreddit}
          {already.url ? `: ${already.url}` : ''}. Submitting again sends nothing new.
        </Hint>
      )}
      <Choices role="radiogroup" aria-label="Kind of post">
        {kinds.map((k) => (
          <Choice
            key={k.value}
            type="button"
            role="radio"
            aria-checked={kind === k.value}
            $active={kind === k.value}
            onClick={() => setKind(k.value)}
          >
            <strong>{k.label}</strong>
            <span>{k.text}</span>
          </Choice>
        ))}
      </Choices>
      <Input
        label="Title on Reddit"
        value={title}
        maxLength={REDDIT_MAX_TITLE}
        onChange={(e) => setTitle(e.target.value)}
      />
      {kind === 'link' ? (
        <Input
          label="Link"
          type="url"
          placeholder="https://blog.example.com/my-post"
          hint={
            liveUrlOf(publications)
              ? 'The post’s live address on your site.'
              : 'Publish the post on your site first, or paste its public address.'
          }
          value={link}
          onChange={(e) => setLink(e.target.value)}
        />
      ) : (
        <Textarea
          label="Text (optional)"
          hint="Markdown. Leave it empty for a summary made from the post, with a link to it when it is live."
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      )}
      {flairs.length > 0 && (
        <Select
          label={flairNeeded ? `Flair (r/${subreddit} requires one)` : 'Flair (optional)'}
          value={flairId}
          onChange={(e) => setFlairId(e.target.value)}
          options={[{ value: '', label: 'No flair' }, ...flairs.map((f) => ({ value: f.id, label: f.text }))]}
          {...(flairNeeded && !flairId ? { error: 'Choose a flair.' } : {})}
        />
      )}
      {flair?.editable && (
        <Input
          label="Flair text (optional)"
          maxLength={64}
          value={flairText}
          onChange={(e) => setFlairText(e.target.value)}
        />
      )}
      <StatusFields {...state.statusFields} status={redditStatus} choices={redditStatusChoices} />
      <Hint>Reddit posts go live as soon as they are submitted and cannot be edited from here.</Hint>
      <PopupActions>
        <Button type="button" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" loading={state.pending} disabled={!siteId || !subreddit || linkMissing}>
          {redditStatus === 'future' ? 'Schedule' : subreddit ? `Submit to r/${subreddit}` : 'Submit'}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}
