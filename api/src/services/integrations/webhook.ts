/**
 * The custom API integration: each publish is POSTed to the user's webhook as
 * JSON, signed so the receiver can check it came from us and is fresh.
 *
 *   X-Inkpress-Event:     post.publish | post.draft | post.schedule | ping
 *                         (post.schedule is not sent for new schedules: they
 *                         are ours and arrive as post.publish at their time;
 *                         README's events table)
 *   X-Inkpress-Delivery:  the publication id (<integrationId>:<postId>), the
 *                         same on every retry and re-publish of that post:
 *                         the receiver's idempotency key
 *   X-Inkpress-Timestamp: Unix time in seconds when it was signed
 *   X-Inkpress-Signature: v1=<hex HMAC-SHA256(signing secret, "<timestamp>.<raw body>")>
 *
 * A receiver recomputes the HMAC over the timestamp, a dot and the raw body,
 * compares in constant time, and refuses a timestamp more than 5 minutes
 * old. It answers 2xx, optionally with JSON {id, url}: the post's id and
 * address on its side, stored and shown as the live URL.
 */
import { createHmac } from 'node:crypto';
import { ErrorCode } from '@inkpress/shared-core';
import type { Config } from '../../config';
import { AppError, WebUrlInaccessible } from '../../errors';
import { targetFetch } from './http';

export interface WebhookTarget {
  url: string;
  signingSecret: string;
}

export type WebhookEvent = 'post.publish' | 'post.draft' | 'post.schedule' | 'ping';

/** The signature header's value for a body sent at `timestamp` (seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookAnswer {
  id: string | null;
  url: string | null;
}

export async function deliverWebhook(
  config: Config,
  target: WebhookTarget,
  event: WebhookEvent,
  deliveryId: string,
  payload: Record<string, unknown>,
  now = Date.now(),
): Promise<WebhookAnswer> {
  const timestamp = Math.floor(now / 1000);
  const body = JSON.stringify({ event, deliveryId, sentAt: new Date(now).toISOString(), ...payload });
  const response = await targetFetch(config, target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Inkpress-Webhook/1',
      'x-inkpress-event': event,
      'x-inkpress-delivery': deliveryId,
      'x-inkpress-timestamp': String(timestamp),
      'x-inkpress-signature': signWebhook(target.signingSecret, timestamp, body),
    },
    body,
    maxRedirects: 0,
    maxBytes: 256 * 1024,
  });
  const host = new URL(target.url).host;
  if (response.status === 401 || response.status === 403)
    throw new AppError(
      400,
      ErrorCode.Forbidden,
      `The webhook at ${host} refused the signature (${response.status}). Check the signing secret.`,
      {
        reason: 'credentials',
      },
    );
  if (!response.ok)
    throw WebUrlInaccessible(`The webhook at ${host} answered ${response.status}; it must answer 2xx.`);
  let answer: { id?: unknown; url?: unknown } = {};
  if (response.contentType === 'application/json') {
    try {
      answer = response.json<{ id?: unknown; url?: unknown }>() ?? {};
    } catch {
      answer = {};
    }
  }
  const id =
    typeof answer.id === 'string' || typeof answer.id === 'number' ? String(answer.id).slice(0, 200) : null;
  const url =
    typeof answer.url === 'string' && /^https?:\/\//.test(answer.url) ? answer.url.slice(0, 2048) : null;
  return { id, url };
}

/** The connection test: a signed ping the receiver must answer with 2xx. */
export async function testWebhook(config: Config, target: WebhookTarget, integrationId: string) {
  await deliverWebhook(config, target, 'ping', `ping:${integrationId}`, {});
}
