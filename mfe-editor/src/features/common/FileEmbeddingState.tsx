import type { FileView } from '@inkpress/shared-core';
import { Badge, Button, ProgressBar } from '@inkpress/shared-ui';
import styled from 'styled-components';

export interface FileEmbeddingStateProps {
  /** The file whose embedding state is shown (nothing when it has none: searched by its words). */
  file: FileView;
  /** Starts indexing a failed file again; absent, no Retry button. */
  onRetry?: (file: FileView) => void;
  /** A retry of this file is being sent. */
  retrying?: boolean;
}

/**
 * Where a file's indexing for search by meaning stands: indexing (passages
 * done, the try and its last failure), ready, or failed with the reason
 * and a Retry button. A file is searched by its words in every state.
 */
export function FileEmbeddingState({ file, onRetry, retrying = false }: FileEmbeddingStateProps) {
  const e = file.embedding;
  if (!e) return null;
  if (e.state === 'ready')
    return (
      <Row data-testid="file-embedding" data-state="ready">
        <Badge tone="success" size="sm" dot>
          Ready
        </Badge>
        <Note>Searched by meaning and by words.</Note>
      </Row>
    );
  if (e.state === 'indexing') {
    const total = Math.max(e.total, 1);
    const retryNote =
      e.attempt > 1 && e.error
        ? `Try ${e.attempt} of ${e.maxAttempts}; the last one failed: ${e.error}`
        : null;
    return (
      <Stack data-testid="file-embedding" data-state="indexing" aria-live="polite">
        <ProgressBar
          label={`Indexing ${file.name}`}
          hideLabel
          value={e.done}
          max={total}
          valueText={`${e.done.toLocaleString()} of ${total.toLocaleString()} passages`}
          tone={retryNote ? 'warning' : 'brand'}
        />
        <Note>
          Indexing for search by meaning: {e.done.toLocaleString()} of {total.toLocaleString()} passages.
          Already found by its words.
        </Note>
        {retryNote && <Note>{retryNote}</Note>}
      </Stack>
    );
  }
  return (
    <Stack data-testid="file-embedding" data-state="failed">
      <Row>
        <Badge tone="danger" size="sm" dot>
          Indexing failed
        </Badge>
        {onRetry && (
          <Button
            size="sm"
            variant="secondary"
            loading={retrying}
            aria-label={`Retry indexing ${file.name}`}
            onClick={() => onRetry(file)}
          >
            Retry
          </Button>
        )}
      </Row>
      <Note role="status">
        {e.error ?? 'The AI service did not embed this file.'} Still found by its words.
      </Note>
    </Stack>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
`;
