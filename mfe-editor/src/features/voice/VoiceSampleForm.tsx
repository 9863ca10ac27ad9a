import { Button, Input, Notice, Textarea } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import type { VoiceSampleInput } from './VoiceStores';
import { Form } from './voiceStyles';

export interface VoiceSampleFormProps {
  /**
   * Saves the voice. The form empties when it resolves; when it rejects, the
   * text stays and `describeError`'s message shows under the fields.
   */
  onCreate: (input: VoiceSampleInput) => Promise<unknown>;
  describeError: (error: unknown) => string;
  busy: boolean;
  submitLabel: string;
  /** Rows of the sample box (the popup's is shorter than the screen's). */
  rows?: number;
  size?: 'sm' | 'md';
}

const empty: VoiceSampleInput = { name: '', samples: '', url: '' };

/**
 * A new brand voice from pasted samples or a web page: the brand voice
 * screen's "Create a brand voice" card and the style popup both use it.
 */
export function VoiceSampleForm({
  onCreate,
  describeError,
  busy,
  submitLabel,
  rows = 7,
  size = 'md',
}: VoiceSampleFormProps) {
  const [input, setInput] = useState(empty);
  const [error, setError] = useState('');
  const set = (field: keyof VoiceSampleInput) => (e: { target: { value: string } }) =>
    setInput((current) => ({ ...current, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    onCreate(input).then(
      () => setInput(empty),
      (e) => setError(describeError(e)),
    );
  };

  return (
    <Form onSubmit={submit} aria-label="Create a brand voice">
      <Input
        label="Name"
        placeholder="e.g. Friendly coach"
        value={input.name}
        maxLength={80}
        required
        onChange={set('name')}
      />
      <Textarea
        label="Sample texts"
        hint="Paste writing that sounds like your brand: 30 words at least, more is better. Separate samples with a line of three dashes (---)."
        rows={rows}
        value={input.samples}
        maxLength={200_000}
        onChange={set('samples')}
      />
      <Input
        label="…or a web page in that voice"
        type="url"
        placeholder="https://…"
        value={input.url}
        maxLength={2000}
        onChange={set('url')}
      />
      {error && <Notice tone="danger">{error}</Notice>}
      <div>
        <Button
          type="submit"
          size={size}
          loading={busy}
          disabled={!input.name.trim() || (!input.samples.trim() && !input.url.trim())}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
