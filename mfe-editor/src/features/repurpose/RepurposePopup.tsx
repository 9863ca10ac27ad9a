import { repurposeFormatInfo, repurposeFormats } from '@inkpress/shared-core';
import { Badge, Button, Checkbox, Notice, type PopupProps, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import { useErrorHandler } from '../common/errors';
import { Actions, Body, ErrorText } from '../popups/ConfirmPopup';
import { ArticlePreview } from '../templates/ArticlePreview';
import { pieceToText, RepurposeStore } from './RepurposeStore';

/**
 * The repurpose popup (SPEC §2): the open article turned into posts for
 * other channels — an X thread, a LinkedIn post, a newsletter, an Instagram
 * caption, a video script, a Reddit post. Props: `html`, the article;
 * optional `title`. Each piece is copied on its own; the article is not
 * changed. Without an AI key the offline writer builds the pieces from the
 * article's own sentences, and the popup says so.
 */
export const RepurposePopup = observer(function RepurposePopup({ props, close }: PopupProps) {
  const api = useEditorApi();
  const handleError = useErrorHandler();
  const toast = useToast();
  const [store] = useState(
    () =>
      new RepurposeStore(api.generate, typeof props.html === 'string' ? props.html : '', {
        title: typeof props.title === 'string' ? props.title : undefined,
        onError: handleError,
      }),
  );
  useEffect(() => store.dispose, [store]);
  const { status, error, label, pieces } = store;

  if (!store.source.replace(/<[^>]*>/g, '').trim()) {
    return (
      <Body data-popup="repurpose">
        <p>There is nothing to repurpose yet: write the article first.</p>
        <Actions>
          <Button onClick={close}>Close</Button>
        </Actions>
      </Body>
    );
  }

  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => toast.success('Copied to the clipboard.'),
      () => toast.danger('The clipboard is not available here.'),
    );
  };

  return (
    <Body data-popup="repurpose" data-state={status}>
      <Fieldset disabled={status === 'running'}>
        <Legend>Turn this article into</Legend>
        <Formats>
          {repurposeFormats.map((format) => (
            <Checkbox
              key={format}
              label={repurposeFormatInfo[format].label}
              checked={store.formats.includes(format)}
              onChange={() => store.toggle(format)}
            />
          ))}
        </Formats>
      </Fieldset>
      <p>
        Up to {store.cost.toLocaleString()} credits: you pay for the words written, and nothing if it fails.
        The article is not changed.
      </p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {store.isOffline && (
        <Notice tone="info" title="Written by the offline writer">
          No AI model is connected, so these pieces are built from your article’s own sentences. Edit them
          before you post.
        </Notice>
      )}
      {status === 'running' && !pieces.length && store.result && <ArticlePreview html={store.result} busy />}
      {pieces.length > 0 && (
        <Pieces aria-label="Repurposed pieces">
          {pieces.map((piece) => (
            <Piece key={piece.format} data-format={piece.format}>
              <PieceHead>
                <h3>{piece.label}</h3>
                {label && <Badge tone={store.isOffline ? 'neutral' : 'info'}>{label}</Badge>}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={status === 'running'}
                  onClick={() => copy(pieceToText(piece.html))}
                  aria-label={`Copy the ${piece.label}`}
                >
                  Copy
                </Button>
              </PieceHead>
              <PieceText>{pieceToText(piece.html)}</PieceText>
            </Piece>
          ))}
        </Pieces>
      )}
      {status === 'done' && store.charged !== null && (
        <p role="status">
          {store.charged.toLocaleString()} credits used for {pieces.length} piece
          {pieces.length === 1 ? '' : 's'}.
        </p>
      )}
      <Actions>
        <Button variant="ghost" onClick={close}>
          Close
        </Button>
        {status === 'running' ? (
          <Button variant="secondary" onClick={store.stop}>
            Stop
          </Button>
        ) : (
          <Button variant={status === 'done' ? 'secondary' : 'primary'} onClick={() => void store.run()}>
            {status === 'done' ? 'Write again' : 'Repurpose'}
          </Button>
        )}
      </Actions>
    </Body>
  );
});

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Formats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Pieces = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-height: 50vh;
  overflow-y: auto;
`;

const Piece = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const PieceHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    margin-right: auto;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const PieceText = styled.p`
  && {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text.primary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;
