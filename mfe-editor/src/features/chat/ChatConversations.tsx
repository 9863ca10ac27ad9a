import type { ChatSummaryView } from '@inkpress/shared-core';
import { Input, RetryView, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useErrorHandler } from '../common/errors';
import { useRenameDelete } from '../common/useRenameDelete';
import type { ChatStore } from './ChatStore';
import { Column, Hint, List } from './chatStyles';

/** The team's conversations: search, open, rename and delete. */
export const ChatConversations = observer(function ChatConversations({
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
