import type { FileView } from '@inkpress/shared-core';
import { Button, Input, Textarea } from '@inkpress/shared-ui';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';

/**
 * The ways to add a source (a file, a web page, pasted text) to the chat's
 * files or the info base: the info base tab, the chat's files panel and the
 * file-upload popup compose these, each with its own words.
 */

/** The file types the API reads as sources (its extractors decide by the bytes). */
export const SOURCE_ACCEPT =
  '.pdf,.docx,.txt,.md,.markdown,.html,.htm,application/pdf,text/plain,text/markdown,text/html';

export const sourceKindLabel: Record<FileView['kind'], string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  txt: 'Text',
  markdown: 'Markdown',
  html: 'HTML',
  'web-page': 'Web page',
  text: 'Pasted text',
};

/** A value an add call resolves to when it added something: the fields then empty. */
const added = (value: unknown) => value !== undefined && value !== null && value !== false;

export interface FilePickerButtonProps {
  label: string;
  loading: boolean;
  onFiles: (files: File[]) => void;
  testId: string;
}

/** A button that opens the file chooser for sources (several at once). */
export function FilePickerButton({ label, loading, onFiles, testId }: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={SOURCE_ACCEPT}
        multiple
        hidden
        data-testid={testId}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          // Emptied at once, so choosing the same file again is a change too.
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <div>
        <Button variant="secondary" onClick={() => input.current?.click()} loading={loading}>
          {label}
        </Button>
      </div>
    </>
  );
}

export interface AddPageFormProps {
  /** Adds the page; the field empties when this resolves to what was added. */
  onAdd: (url: string) => Promise<unknown>;
  label?: string;
  submitLabel?: string;
  formLabel?: string;
}

/** A web page's address and its button, on one row. */
export function AddPageForm({
  onAdd,
  label = 'Add a web page',
  submitLabel = 'Add page',
  formLabel = 'Add a web page',
}: AddPageFormProps) {
  const [url, setUrl] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return;
    void onAdd(url.trim()).then((result) => added(result) && setUrl(''));
  };
  return (
    <Row onSubmit={submit} aria-label={formLabel}>
      <Input
        label={label}
        type="url"
        placeholder="https://…"
        value={url}
        maxLength={2000}
        onChange={(e) => setUrl(e.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={!url.trim()}>
        {submitLabel}
      </Button>
    </Row>
  );
}

export interface PasteTextFormProps {
  /** Adds the text under its name; the fields empty when this resolves to what was added. */
  onAdd: (name: string, text: string) => Promise<unknown>;
  formLabel: string;
  nameLabel: string;
  textLabel: string;
  submitLabel: string;
  namePlaceholder?: string;
  rows?: number;
}

/** A name and pasted text (facts, notes) added as one source. */
export function PasteTextForm({
  onAdd,
  formLabel,
  nameLabel,
  textLabel,
  submitLabel,
  namePlaceholder,
  rows = 4,
}: PasteTextFormProps) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void onAdd(name, text).then((result) => {
      if (!added(result)) return;
      setName('');
      setText('');
    });
  };
  return (
    <Stack onSubmit={submit} aria-label={formLabel}>
      <Input
        label={nameLabel}
        placeholder={namePlaceholder}
        value={name}
        maxLength={200}
        onChange={(e) => setName(e.target.value)}
      />
      <Textarea
        label={textLabel}
        rows={rows}
        value={text}
        maxLength={200_000}
        onChange={(e) => setText(e.target.value)}
      />
      <div>
        <Button type="submit" size="sm" variant="secondary" disabled={!text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </Stack>
  );
}

const Row = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1;
  }
`;

const Stack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
