import type { ChatCitation } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  ChatMessageList,
  Drawer,
  EmptyState,
  PageFrame,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useErrorHandler } from '../common/errors';
import { useMediaQuery } from '../common/useMediaQuery';
import { VoicePicker } from '../voice/VoicePicker';
import { VoiceChoices } from '../voice/VoiceStores';
import { createVoiceApi } from '../voice/voiceApi';
import { ChatConversations as Conversations } from './ChatConversations';
import { ChatFilesPanel as FilesPanel } from './ChatFilesPanel';
import { ChatGuide } from './ChatGuide';
import { ChatStore } from './ChatStore';
import { createChatApi } from './chatApi';

/** /dashboard/chat: conversations, the thread with streamed cited answers, and the files it answers from. */
const ChatScreen = observer(function ChatScreen() {
  const { api } = useShell();
  const toast = useToast();
  const handleError = useErrorHandler();
  const choices = useMemo(() => new VoiceChoices(createVoiceApi(api)), [api]);
  const store = useMemo(() => new ChatStore(createChatApi(api), choices), [api, choices]);
  const wide = useMediaQuery('(min-width: 992px)');
  const [panel, setPanel] = useState<'chats' | 'files' | null>(null);
  const [citation, setCitation] = useState<ChatCitation | null>(null);
  const [params] = useSearchParams();

  useEffect(() => {
    const controller = new AbortController();
    store.loadConversations(controller.signal).catch((e) => toast.danger(handleError(e)));
    store.loadFiles(controller.signal).catch((e) => toast.danger(handleError(e)));
    choices.load(controller.signal).catch((e) => toast.danger(handleError(e)));
    // The first-time guide is a help, not the page: without it the chat works the same.
    store.loadGuide(controller.signal).catch(() => undefined);
    return () => {
      controller.abort();
      store.stop();
    };
  }, [store, choices, toast, handleError]);

  // /dashboard/chat?id=…: straight into that conversation (e.g. a visitor's chat just carried into the account).
  const openId = params.get('id');
  useEffect(() => {
    if (!openId) return;
    const controller = new AbortController();
    store.open(openId, controller.signal).catch((e) => {
      if (!controller.signal.aborted) toast.danger(handleError(e));
    });
    return () => controller.abort();
  }, [store, openId, toast, handleError]);

  const conversations = <Conversations store={store} onOpened={() => setPanel(null)} />;
  const files = <FilesPanel store={store} />;

  return (
    <PageFrame
      area="Write"
      title="AI Chat"
      lead="Ask anything, or chat with your files: answers cite the passages they come from."
      actions={
        <>
          {store.writer === 'offline writer' && (
            <Badge tone="warning" data-testid="offline-writer">
              Offline writer: answers are built from your files and words, no AI model
            </Badge>
          )}
          <Button variant="secondary" onClick={store.newChat}>
            New chat
          </Button>
        </>
      }
    >
      <ChatGuide store={store} />
      {!wide && (
        <MobileBar>
          <Button variant="secondary" size="sm" onClick={() => setPanel('chats')}>
            Chats ({store.conversations.length})
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setPanel('files')}>
            Files ({store.selected.size}/{store.files.length})
          </Button>
        </MobileBar>
      )}
      <Layout $wide={wide}>
        {wide && <Side aria-label="Conversations">{conversations}</Side>}
        <Thread store={store} choices={choices} onCite={setCitation} />
        {wide && <Side aria-label="Files">{files}</Side>}
      </Layout>
      <Drawer
        open={panel === 'chats'}
        onClose={() => setPanel(null)}
        title="Conversations"
        side="left"
        width={320}
      >
        {conversations}
      </Drawer>
      <Drawer open={panel === 'files'} onClose={() => setPanel(null)} title="Files" width={340}>
        {files}
      </Drawer>
      <Drawer
        open={citation !== null}
        onClose={() => setCitation(null)}
        title={citation ? `Source ${citation.n}: ${citation.name}` : 'Source'}
        width={420}
      >
        {citation && (
          <Passage data-testid="citation-passage">
            <PassageMeta>
              {citation.name} · passage {citation.chunk + 1}
            </PassageMeta>
            <blockquote>{citation.text}</blockquote>
          </Passage>
        )}
      </Drawer>
    </PageFrame>
  );
});
export default ChatScreen;
const Thread = observer(function Thread({
  store,
  choices,
  onCite,
}: {
  store: ChatStore;
  choices: VoiceChoices;
  onCite: (citation: ChatCitation) => void;
}) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const { popups } = useShell();
  const [question, setQuestion] = useState('');
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (!text || store.streaming) return;
    setQuestion('');
    store.send(text).catch((e) => toast.danger(handleError(e)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => toast.success('Copied to the clipboard.'),
      () => toast.danger('The clipboard is not available here.'),
    );
  };

  return (
    <Main aria-label="Conversation">
      <ChatMessageList
        messages={store.messages}
        streaming={store.streaming}
        empty={
          <EmptyState
            title="Start a conversation"
            text={
              store.selected.size > 0
                ? `Ask a question: answers draw on ${store.selected.size} chosen file${store.selected.size === 1 ? '' : 's'} and cite them.`
                : 'Ask a question, or upload files and choose them to chat with your documents.'
            }
          />
        }
        onCite={onCite}
        onCopy={copy}
        onRegenerate={() => store.regenerate().catch((e) => toast.danger(handleError(e)))}
      />
      <Composer onSubmit={send}>
        <VoicePicker choices={choices} compact />
        <Textarea
          label="Your message"
          hideLabel
          rows={2}
          placeholder={store.selected.size ? 'Ask about your files…' : 'Ask anything…'}
          value={question}
          maxLength={20000}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <ComposerActions>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() =>
              popups.open('prompt-library', {
                onInsert: (text: string) => setQuestion((q) => (q.trim() ? `${q.trim()}\n\n${text}` : text)),
              })
            }
          >
            Prompts
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() =>
              popups.open('file-upload', { type: 'chat-file-upload', onAdded: store.addUploaded })
            }
          >
            Attach
          </Button>
          {store.spent > 0 && <Cost>{store.spent} words used in this chat</Cost>}
          {store.streaming ? (
            <Button type="button" variant="danger" onClick={store.stop}>
              Stop
            </Button>
          ) : (
            <Button type="submit" disabled={!question.trim()}>
              Send
            </Button>
          )}
        </ComposerActions>
      </Composer>
    </Main>
  );
});

const MobileBar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Layout = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? '260px minmax(0, 1fr) 300px' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Side = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space[4]};
  max-height: calc(100vh - 120px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const Main = styled.section`
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  min-height: 60vh;
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
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Cost = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Passage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  blockquote {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-left: 3px solid ${({ theme }) => theme.colors.tones.brand.solid};
    background: ${({ theme }) => theme.colors.background.subtle};
    white-space: pre-wrap;
  }
`;

const PassageMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
