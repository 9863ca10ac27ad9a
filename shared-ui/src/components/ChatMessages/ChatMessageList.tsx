import type { ChatCitation } from '@inkpress/shared-core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { Markdown } from './LazyMarkdown';

/** One message of a chat thread as the list shows it. */
export interface ChatListMessage {
  role: 'user' | 'assistant';
  content: string;
  /** The passages an answer's [n] refer to (chat with files). */
  citations?: readonly ChatCitation[];
  /** Still streaming. */
  pending?: boolean;
  /** Stopped before the end. */
  stopped?: boolean;
  /** Who wrote it ('offline writer' when no AI provider is configured). */
  label?: string;
}

export interface ChatMessageListProps {
  messages: readonly ChatListMessage[];
  /** An answer is being written (no regenerate meanwhile; the list is aria-busy). */
  streaming: boolean;
  /** What shows before the first message. */
  empty: ReactNode;
  /** A citation [n] of an answer was chosen. */
  onCite?: (citation: ChatCitation) => void;
  onCopy?: (text: string) => void;
  /** Offered on the last answer when given. */
  onRegenerate?: () => void;
}

/**
 * The messages of a chat thread (the dashboard chat and the public /chat):
 * the person's messages as bubbles, answers as safe Markdown with their
 * cited sources, copy and regenerate; it follows an answer as it is
 * written. The element scrolls itself. An observer: messages in a MobX
 * store re-render as they stream.
 */
export const ChatMessageList = observer(function ChatMessageList({
  messages,
  streaming,
  empty,
  onCite,
  onCopy,
  onRegenerate,
}: ChatMessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const written = (messages.at(-1)?.content.length ?? 0) + messages.length;

  // Follows the answer as it is written.
  useEffect(() => {
    if (box.current && written > 0) box.current.scrollTop = box.current.scrollHeight;
  }, [written]);

  return (
    <Messages ref={box} aria-live="polite" aria-busy={streaming}>
      {messages.length === 0
        ? empty
        : messages.map((message, i) => (
            <Message
              // biome-ignore lint/suspicious/noArrayIndexKey: a thread only grows at its end
              key={i}
              message={message}
              canRegenerate={Boolean(onRegenerate) && i === messages.length - 1 && !streaming}
              onCite={(n) => {
                const found = message.citations?.find((c) => c.n === n);
                if (found) onCite?.(found);
              }}
              onCopy={onCopy ? () => onCopy(message.content) : undefined}
              onRegenerate={onRegenerate}
            />
          ))}
    </Messages>
  );
});

const Message = observer(function Message({
  message,
  canRegenerate,
  onCite,
  onCopy,
  onRegenerate,
}: {
  message: ChatListMessage;
  canRegenerate: boolean;
  onCite: (n: number) => void;
  onCopy: (() => void) | undefined;
  onRegenerate: (() => void) | undefined;
}) {
  if (message.role === 'user') {
    return (
      <UserBubble data-testid="user-message">
        <Markdown text={message.content} />
      </UserBubble>
    );
  }
  const citations = message.citations ?? [];
  const used = citations.filter((c) => message.content.includes(`[${c.n}]`));
  return (
    <Answer data-testid="assistant-message">
      {message.pending && !message.content ? (
        <Spinner label="Writing…" />
      ) : (
        <Markdown text={message.content} citations={[...citations]} onCite={onCite} />
      )}
      {used.length > 0 && (
        <Sources aria-label="Sources">
          {used.map((c) => (
            <li key={c.n}>
              <SourceButton type="button" onClick={() => onCite(c.n)}>
                [{c.n}] {c.name}
              </SourceButton>
            </li>
          ))}
        </Sources>
      )}
      {!message.pending && (
        <AnswerActions>
          {message.label && <Badge size="sm">{message.label}</Badge>}
          {message.stopped && (
            <Badge size="sm" tone="warning">
              Stopped
            </Badge>
          )}
          {onCopy && (
            <Button size="sm" variant="ghost" onClick={onCopy}>
              Copy
            </Button>
          )}
          {canRegenerate && onRegenerate && (
            <Button size="sm" variant="ghost" onClick={onRegenerate}>
              Regenerate
            </Button>
          )}
        </AnswerActions>
      )}
    </Answer>
  );
});

const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-height: 65vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
`;

const UserBubble = styled.div`
  align-self: flex-end;
  max-width: 85%;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Answer = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 100%;
`;

const Sources = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SourceButton = styled.button`
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background.subtle};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  cursor: pointer;
`;

const AnswerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
