/**
 * Streams an operation run to the client as server-sent events, the one
 * wire format of every streamed AI endpoint:
 *
 *   event: meta   data: {"operation","provider","label","model","estimate","output"}
 *   event: delta  data: {"text":"…"}            (once per token delta)
 *   event: done   data: {"output",…,"words","credits","aborted"}
 *   event: error  data: {status, message, code, data}   (sent by withEventStream)
 *
 * `label` is what the UI shows beside the text ('offline writer' when the
 * offline provider answers). `output` in meta is the output shape, so the
 * client knows how to read the deltas before they arrive.
 */
import type { EventStream } from '../lib/sse';
import type { OperationId } from './operations';
import type { OperationResult, OperationRun } from './run';

/** The data of the `done` event. */
export interface DoneEvent<Id extends OperationId = OperationId> {
  operation: Id;
  output: OperationResult<Id>['output'];
  words: number;
  credits: number;
  aborted: boolean;
}

/**
 * Sends meta, each delta and done; waits for the socket when the client
 * reads slowly (so generation never runs far ahead of delivery); returns the
 * result for the caller to settle credits. Provider failures are thrown.
 */
export async function streamOperation<Id extends OperationId>(
  events: EventStream,
  run: OperationRun<Id>,
  options: { charged?: boolean } = {},
): Promise<OperationResult<Id>> {
  events.send('meta', {
    operation: run.operation.id,
    provider: run.providerName,
    label: run.providerLabel,
    model: run.model,
    estimate: run.estimate,
    output: run.operation.output,
  });
  for await (const delta of run) {
    if (!events.send('delta', { text: delta })) {
      if (events.closed) break;
      await events.drained();
    }
  }
  const result = await run.result;
  if (!events.closed) {
    events.send('done', {
      operation: result.operation,
      output: result.output,
      words: result.words,
      // A visitor's free run (charged: false) costs nothing, and says so.
      credits: options.charged === false ? 0 : result.credits,
      aborted: result.aborted,
    } satisfies DoneEvent<Id>);
  }
  return result;
}
