/** PublishedResult: what a single-post publish popup shows once the post has gone to the site. */
import type { PublicationView } from '@inkpress/shared-core';
import { Button, Notice } from '@inkpress/shared-ui';
import styled from 'styled-components';
import { NoticeText, PopupActions, PopupBody } from './layout';
import { publishedVerb } from './publishing';

/** A single publish's result: where the post now stands, when it goes live, and its address. */
export function PublishedResult({
  popup,
  title,
  siteName,
  publication,
  close,
}: {
  popup: string;
  title: string | undefined;
  siteName: string;
  publication: PublicationView;
  close: () => void;
}) {
  return (
    <PopupBody data-popup={popup} data-state="done">
      <Notice
        tone="success"
        title={`“${title ?? 'Your post'}” ${publishedVerb(publication.state)} on ${siteName}.`}
      >
        {publication.scheduledFor && (
          <p>It will go live on {new Date(publication.scheduledFor).toLocaleString()}.</p>
        )}
        {publication.notice && <NoticeText data-notice>{publication.notice}</NoticeText>}
        {publication.url && (
          <LiveUrl href={publication.url} target="_blank" rel="noreferrer" data-live-url>
            {publication.url}
          </LiveUrl>
        )}
      </Notice>
      <PopupActions>
        <Button onClick={close}>Done</Button>
      </PopupActions>
    </PopupBody>
  );
}

const LiveUrl = styled.a`
  overflow-wrap: anywhere;
`;
