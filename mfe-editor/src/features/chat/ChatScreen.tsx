import type { ChatCitation, ChatSummaryView, FileView } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  ChatMessageList,
  Checkbox,
  Drawer,
  EmptyState,
  Input,
  PageFrame,
  RetryView,
  Textarea,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorHandler } from '../common/errors';
import { useMediaQuery } from '../common/useMediaQuery';
import { useRenameDelete } from '../common/useRenameDelete';
import { VoicePicker } from '../voice/VoicePicker';
import { VoiceChoices } from '../voice/VoiceStores';
import { createVoiceApi } from '../voice/voiceApi';
import { ChatStore } from './ChatStore';
import { createChatApi } from './chatApi';

const ACCEPT = '.pdf,.docx,.txt,.md,.markdown,.html,.htm,application/pdf,text/plain,text/markdown,text/html';

const kindLabel: Record<FileView['kind'], string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  txt: 'Text',
  markdown: 'Markdown',
  html: 'HTML',
  'web-page': 'Web page',
  text: 'Pasted text',
};

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

  useEffect(() => {
    const controller = new AbortController();
    store.loadConversations(controller.signal).catch((e) => toast.danger(handleError(e)));
    store.loadFiles(controller.signal).catch((e) => toast.danger(handleError(e)));
    choices.load(controller.signal).catch((e) => toast.danger(handleError(e)));
    return () => {
      controller.abort();
      store.stop();
    };
  }, [store, choices, toast, handleError]);

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

const Conversations = observer(function Conversations({
  store,
  onOpened,
}: {
  store: ChatStore;
  onOpened: () => void;
}) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const actions = useRenameDelete<ChatSummaryView>({
    nameOf: (chat) => chat.title,
    renameTitle: 'Rename chat',
    renameLabel: 'Title',
    rename: (chat, title) => store.rename(chat.id, title),
    remove: (chat) => store.remove(chat.id),
    deleteMessage: 'The conversation is deleted for your whole team. Your files stay.',
    deleteLabel: 'Delete chat',
    onError: (e) => toast.danger(handleError(e)),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    store.loadConversations().catch((e) => toast.danger(handleError(e)));
  };
  const open = (id: string) => {
    store
      .open(id)
      .then(onOpened)
      .catch((e) => toast.danger(handleError(e)));
  };

  return (
    <Column>
      <form aria-label="Search chats" onSubmit={search}>
        <Input
          label="Search chats"
          hideLabel
          type="search"
          placeholder="Search chats"
          value={store.search}
          maxLength={200}
          onChange={(e) => {
            store.setSearch(e.target.value);
            if (!e.target.value) void store.loadConversations().catch(() => undefined);
          }}
        />
      </form>
      {store.conversationsStatus === 'failure' && store.conversations.length === 0 ? (
        <RetryView onRetry={() => void store.loadConversations().catch(() => undefined)} />
      ) : store.conversations.length === 0 ? (
        <Hint>{store.search ? 'No chat matches your search.' : 'Your chats appear here, newest first.'}</Hint>
      ) : (
        <List aria-label="Chats">
          {store.conversations.map((chat) => (
            <ChatItem key={chat.id} $active={chat.id === store.currentId} data-testid="chat-item">
              <ItemButton
                type="button"
                onClick={() => open(chat.id)}
                aria-current={chat.id === store.currentId}
              >
                <strong>{chat.title}</strong>
                <small>{chat.preview}</small>
              </ItemButton>
              {actions.menu(chat)}
            </ChatItem>
          ))}
        </List>
      )}
      {actions.dialogs}
    </Column>
  );
});

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

const FilesPanel = observer(function FilesPanel({ store }: { store: ChatStore }) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [deleting, setDeleting] = useState<FileView | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (!files.length) return;
    store.upload(files).then(
      (added) => added.length && toast.success(`${added.map((f) => f.name).join(', ')} ready to chat with.`),
      (e) => toast.danger(handleError(e)),
    );
  };
  const addPage = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return;
    store.addPage(url.trim()).then(
      (page) => {
        setUrl('');
        toast.success(`“${page.name}” added.`);
      },
      (e) => toast.danger(handleError(e)),
    );
  };
  const remove = async (file: FileView) => {
    setBusy(true);
    try {
      await store.deleteFile(file.id);
      setDeleting(null);
    } catch (e) {
      toast.danger(handleError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Column>
      <Hint>PDF, DOCX, TXT, Markdown or HTML, up to 10 MB. Chosen files are searched for every answer.</Hint>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="chat-file-input"
        onChange={(e) => upload(e.target.files)}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} loading={store.uploading > 0}>
        Upload files
      </Button>
      <UrlForm onSubmit={addPage}>
        <Input
          label="Add a web page"
          type="url"
          placeholder="https://…"
          value={url}
          maxLength={2000}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Button type="submit" variant="secondary" size="sm" disabled={!url.trim()}>
          Add
        </Button>
      </UrlForm>
      {store.filesStatus === 'failure' && store.files.length === 0 ? (
        <RetryView onRetry={() => void store.loadFiles().catch(() => undefined)} />
      ) : store.files.length === 0 ? (
        <Hint>No files yet.</Hint>
      ) : (
        <List aria-label="Your files">
          {store.files.map((file) => (
            <FileItem key={file.id} data-testid="file-item">
              <Checkbox
                label={file.name}
                hint={`${kindLabel[file.kind]} · ${file.words.toLocaleString()} words${file.type === 'info-base' ? ' · info base' : ''}`}
                checked={store.selected.has(file.id)}
                onChange={() => store.toggleFile(file.id)}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${file.name}`}
                onClick={() => setDeleting(file)}
              >
                Delete
              </Button>
            </FileItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        message="The file and its passages are deleted for your whole team. Answers that cited it keep their quotes."
        confirmLabel="Delete file"
        tone="danger"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Column>
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

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ChatItem = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.tones.brand.bg : 'transparent')};
`;

const ItemButton = styled.button`
  display: grid;
  flex: 1;
  min-width: 0;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: left;
  cursor: pointer;
  strong,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background.subtle};
  }
`;

const FileItem = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  overflow-wrap: anywhere;
`;

const UrlForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1;
  }
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
