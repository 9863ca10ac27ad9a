import type { FileView, SourceType } from '@inkpress/shared-core';
import { Badge, Button, type PopupProps, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled from 'styled-components';
import { createChatApi } from '../chat/chatApi';
import { AddPageForm, FilePickerButton, PasteTextForm } from '../common/SourceForms';
import { FileUploadStore } from './FileUploadStore';

/** Props of the file-upload popup. */
export interface FileUploadProps {
  /** Where the sources go: the chat's files (default) or the team's info base. */
  type?: SourceType;
  /** Told of each source as soon as it is added (the opener lists and chooses it). */
  onAdded?: (file: FileView) => void;
}

const statusTone = { adding: 'neutral', added: 'success', failed: 'danger' } as const;
const statusLabel = { adding: 'Adding…', added: 'Added', failed: 'Refused' } as const;

/**
 * The file-upload popup (SPEC §2 "file upload"): PDF, DOCX, TXT, Markdown or
 * HTML files, a web page or pasted text, added to the chat's files or the
 * info base; each shows its outcome, a refused one with the reason.
 */
export const FileUploadPopup = observer(function FileUploadPopup({ props, close }: PopupProps) {
  const { api } = useShell();
  const type: SourceType = props.type === 'info-base' ? 'info-base' : 'chat-file-upload';
  const onAdded = typeof props.onAdded === 'function' ? (props.onAdded as (f: FileView) => void) : undefined;
  const store = useMemo(() => new FileUploadStore(createChatApi(api), type, onAdded), [api, type, onAdded]);

  return (
    <Root>
      <Hint>
        {type === 'info-base'
          ? 'Facts your articles and chat answers can draw on, for your whole team.'
          : 'Files to chat with: answers cite the passages they come from.'}{' '}
        PDF, DOCX, TXT, Markdown or HTML, up to 10 MB each.
      </Hint>
      <FilePickerButton
        label="Choose files"
        loading={store.busy}
        onFiles={(files) => void store.upload(files)}
        testId="upload-popup-input"
      />
      <AddPageForm onAdd={(url) => store.addPage(url)} />
      <PasteTextForm
        formLabel="Paste text"
        nameLabel="Name of the text"
        textLabel="Text"
        submitLabel="Add text"
        rows={3}
        onAdd={(name, text) => store.addText(name, text)}
      />
      {store.items.length > 0 && (
        <List aria-label="Added" aria-live="polite">
          {store.items.map((item) => (
            <li key={item.key} data-testid="upload-item">
              <span>
                <strong>{item.name}</strong>
                {item.error && <Small>{item.error}</Small>}
                {item.file && <Small>{item.file.words.toLocaleString()} words</Small>}
              </span>
              <Badge size="sm" tone={statusTone[item.status]}>
                {statusLabel[item.status]}
              </Badge>
            </li>
          ))}
        </List>
      )}
      <Footer>
        <Button onClick={close} disabled={store.busy}>
          Done
        </Button>
      </Footer>
    </Root>
  );
});

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: min(480px, 100%);
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
  span {
    display: grid;
  }
`;

const Small = styled.small`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
