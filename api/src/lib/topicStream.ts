/**
 * Following long work on the job engine as server-sent events (the
 * workflow runs' and bulk runs' GET …/events): subscribe to the work's
 * topic, then send its state as it is now — an event published between the
 * two is queued and sent after it, so none is missed or sent before the
 * state it follows — then forward each event, re-reading the state every
 * `recheckMs` in case one was lost. The stream ends when the state is final,
 * when an event says so, or when the client leaves.
 */
import { ErrorCode } from '@inkpress/shared-core';
import type { Context } from 'koa';
import { AppError } from '../errors';
import { type JobEngine, jobEngine, type TopicEvent } from '../jobs/engine';
import { withEventStream } from './sse';

/** A state is re-read this often while a stream is open, in case an event was missed. */
export const RECHECK_MS = 10_000;

type Send = (event: string, data: unknown) => void;

export interface TopicFollow {
  /** Sends the state as it is now; true when it is final (the stream then ends). */
  sendState: (send: Send) => Promise<boolean>;
  /** After an event is forwarded: 'end' ends the stream, 'resend' sends the state again. */
  afterEvent?: (event: TopicEvent) => 'end' | 'resend' | undefined;
}

export async function streamTopic(
  ctx: Context,
  engine: JobEngine,
  topic: string,
  follow: TopicFollow,
  recheckMs = RECHECK_MS,
): Promise<void> {
  await withEventStream(ctx, async (events) => {
    await new Promise<void>((resolve) => {
      let done = false;
      let live = false;
      const early: TopicEvent[] = [];
      let unsubscribe: (() => Promise<void>) | undefined;
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        if (done) return;
        done = true;
        if (timer) clearInterval(timer);
        void unsubscribe?.();
        resolve();
      };
      const send: Send = (event, data) => {
        if (!done) events.send(event, data);
      };
      const sendState = async () => {
        if (await follow.sendState(send)) finish();
      };
      const deliver = (event: TopicEvent) => {
        if (done) return;
        events.send(event.event, event.data);
        const next = follow.afterEvent?.(event);
        if (next === 'end') finish();
        else if (next === 'resend') void sendState().catch(finish);
      };
      events.signal.addEventListener('abort', finish, { once: true });
      engine
        .subscribeTopic(topic, (event) => (live ? deliver(event) : early.push(event)))
        .then(async (stop) => {
          unsubscribe = stop;
          if (done) return void stop();
          await sendState();
          live = true;
          for (const event of early.splice(0)) deliver(event);
          timer = setInterval(() => void sendState().catch(finish), recheckMs);
        })
        .catch(finish);
    });
  });
}

/** The job engine, or a 503 naming what needs it when no REDIS_URL is set. */
export function engineOr503(redisUrl: string | undefined, what: string): JobEngine {
  const engine = jobEngine(redisUrl);
  if (!engine)
    throw new AppError(
      503,
      ErrorCode.ServiceUnavailable,
      `${what} unavailable: no job queue (REDIS_URL) is set.`,
    );
  return engine;
}
