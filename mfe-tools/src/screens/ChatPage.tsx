import {
  Badge,
  Button,
  ChatMessageList,
  EmptyState,
  Notice,
  PageFrame,
  Textarea,
  useShell,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FreeChatStore } from '../free/FreeChatStore';
import { FreeQuota, signUpFrom } from '../free/FreeQuota';
import { createFreeApi } from '../free/freeApi';

/** /chat: the public AI chat (issue 15); the conversation stays in this browser. */
const ChatPage = observer(function ChatPage() {
  const shell = useShell();
  const signedIn = Boolean(shell.session.user);
  const [store] = useState(() => new FreeChatStore(createFreeApi(shell.api), signedIn));
  const [question, setQuestion] = useState('');
  const navigate = useNavigate();
  useEffect(() => {
    const controller = new AbortController();
    void store.loadQuota(controller.signal);
    return () => {
      controller.abort();
      store.stop();
    };
  }, [store]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (!text || store.streaming || store.limitReached) return;
    setQuestion('');
    void store.send(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).catch(() => undefined);
  };

  return (
    <PageFrame
      area="Free tools"
      title="AI Chat"
      lead="Chat with an AI writing assistant, free."
      actions={
        <>
          {store.writer === 'offline writer' && (
            <Badge tone="warning" data-testid="offline-writer">
              Offline writer, no AI model
            </Badge>
          )}
          {store.messages.length > 0 && (
            <Button variant="secondary" onClick={() => store.clear()} disabled={store.streaming}>
              New chat
            </Button>
          )}
        </>
      }
    >
      {signedIn && store.messages.length > 0 && !store.streaming && (
        <Carry>
          <Notice tone="info" title="Keep this conversation">
            It is only in this browser for now.{' '}
            <Button
              size="sm"
              loading={store.busy}
              onClick={() =>
                void store.saveToAccount().then((id) => {
                  // Straight into the kept conversation, not the list.
                  if (id) navigate(`/dashboard/chat?id=${encodeURIComponent(id)}`);
                })
              }
            >
              Save it to your chats
            </Button>
          </Notice>
        </Carry>
      )}
      <Main aria-label="Conversation">
        <ChatMessageList
          messages={store.messages}
          streaming={store.streaming}
          empty={
            <EmptyState
              title="Ask anything"
              text="Headlines, outlines, a paragraph to rewrite: the assistant answers as it writes. This conversation stays in your browser."
            />
          }
          onCopy={copy}
          onRegenerate={store.canRegenerate ? () => void store.regenerate() : undefined}
        />
        <Composer onSubmit={send}>
          <Textarea
            label="Your message"
            hideLabel
            rows={2}
            placeholder={store.limitReached ? 'Sign up free to keep chatting' : 'Ask anything…'}
            value={question}
            maxLength={4000}
            disabled={store.limitReached}
            onChange={(e) => setQuestion(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <ComposerActions>
            <FreeQuota
              store={store}
              path="/chat"
              signedInText={
                store.spent > 0
                  ? `${store.spent} words used in this chat.`
                  : 'Answers use words of your plan.'
              }
            />
            {store.streaming ? (
              <Button type="button" variant="danger" onClick={store.stop}>
                Stop
              </Button>
            ) : (
              <Button type="submit" disabled={!question.trim() || store.limitReached}>
                Send
              </Button>
            )}
          </ComposerActions>
        </Composer>
      </Main>
      <Files data-testid="chat-files-invite">
        {signedIn ? (
          <>
            Chat with your PDFs, Word files and web pages, with cited answers, in{' '}
            <Link to="/dashboard/chat">your dashboard’s chat</Link>.
          </>
        ) : (
          <>
            Want answers from your own PDFs, Word files or web pages, with citations?{' '}
            <Link to={signUpFrom('/dashboard/chat')}>Sign up free</Link> to chat with your files.
          </>
        )}
      </Files>
    </PageFrame>
  );
});
export default ChatPage;

const Carry = styled.div`
  max-width: 880px;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Main = styled.section`
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  min-height: 50vh;
  max-width: 880px;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const Composer = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
`;

const ComposerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 240px;
  }
`;

const Files = styled.p`
  max-width: 880px;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
