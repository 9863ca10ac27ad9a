import {
  ApiError,
  ErrorCode,
  MARKETING_TOKEN,
  type MarketingSubscriptionView,
  RESUBSCRIBE_LINK_DAYS,
} from '@inkpress/shared-core';
import { Button, EmptyState, Notice, useShell } from '@inkpress/shared-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '../content/PageState';
import { useLoad } from '../content/useLoad';
import { publicApi } from '../public/api';
import { Lead } from '../public/CatalogueParts';
import { Wrapper } from './ContentPage';

const INVALID =
  'This subscription link is not valid. It may be incomplete, or it belongs to an account that no longer exists. Use the link in the newest email from us, or contact us and we will change it for you.';

function Preferences({ id, initial }: { id: string; initial: MarketingSubscriptionView }) {
  const { api } = useShell();
  const [view, setView] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (subscribed: boolean) => {
    setBusy(true);
    setError(null);
    try {
      setView(await publicApi.setSubscription(api, id, subscribed));
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? INVALID
          : 'Your choice could not be saved. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-page-ready="">
      <h1>Email preferences</h1>
      <Lead>
        Product news and tips from Inkpress for <strong data-testid="masked-email">{view.email}</strong>.
        Emails about your account (receipts, password resets, sign-in warnings) always arrive, whatever you
        choose here.
      </Lead>
      <Notice tone={view.subscribed ? 'success' : 'info'}>
        <span data-subscribed={view.subscribed}>
          {view.subscribed
            ? 'You are subscribed to product news and tips.'
            : 'You are unsubscribed: we send you no product news or tips.'}
        </span>
      </Notice>
      {error && <Notice tone="danger">{error}</Notice>}
      <Actions>
        {view.subscribed ? (
          <Button variant="secondary" loading={busy} onClick={() => void change(false)}>
            Unsubscribe
          </Button>
        ) : (
          <Button loading={busy} onClick={() => void change(true)}>
            Resubscribe
          </Button>
        )}
        <Link to="/">Go to the front page</Link>
      </Actions>
    </Box>
  );
}

/** An expired link (410 EmailKeyExpired): what the API said, and a button that mails a new link. */
interface ExpiredLink {
  expired: true;
  message: string;
}

function Expired({ id, message }: { id: string; message: string }) {
  const { api } = useShell();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const renew = async () => {
    setBusy(true);
    setError(null);
    try {
      setSentTo((await publicApi.renewSubscriptionLink(api, id)).email);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? INVALID
          : 'We could not send a new link. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-page-ready="">
      <h1>Email preferences</h1>
      <EmptyState
        tone="brand"
        title="This link has expired"
        text={
          sentTo ? `We sent a new link to ${sentTo}. It works for ${RESUBSCRIBE_LINK_DAYS} days.` : message
        }
        action={
          sentTo ? undefined : (
            <Button loading={busy} onClick={() => void renew()}>
              Email me a new link
            </Button>
          )
        }
      />
      {sentTo && (
        // A success Notice is a polite status region of its own.
        <Notice tone="success">New link sent to {sentTo}.</Notice>
      )}
      {error && <Notice tone="danger">{error}</Notice>}
    </Box>
  );
}

/** /email/resubscribe/{id}: where a marketing mail's link leads; one click to resubscribe (or unsubscribe). */
export default function ResubscribePage() {
  const { api } = useShell();
  const { id = '' } = useParams();
  const wellFormed = MARKETING_TOKEN.test(id);
  const load = useLoad<MarketingSubscriptionView | ExpiredLink>(
    () =>
      wellFormed
        ? publicApi.subscription(api, id).catch((err: unknown) => {
            if (err instanceof ApiError && err.code === ErrorCode.EmailKeyExpired)
              return { expired: true as const, message: err.message };
            throw err;
          })
        : Promise.reject(new ApiError({ status: 404 })),
    [api, id],
  );
  return (
    <Wrapper>
      {load.state === 'missing' ? (
        <div data-page-ready="">
          <h1>Email preferences</h1>
          <EmptyState
            tone="danger"
            title="This link does not work"
            text={INVALID}
            action={
              <Button as={Link} to="/contact-us" variant="secondary">
                Contact us
              </Button>
            }
          />
        </div>
      ) : (
        <PageState load={load}>
          {(view) =>
            'expired' in view ? (
              <Expired id={id} message={view.message} />
            ) : (
              <Preferences id={id} initial={view} />
            )
          }
        </PageState>
      )}
    </Wrapper>
  );
}

const Box = styled.section`
  max-width: 640px;
  display: grid;
  gap: 16px;
  h1,
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;
