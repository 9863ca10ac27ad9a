import { act, fireEvent, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { renderWithTheme } from '../../test/render';
import { type ChatListMessage, ChatMessageList } from './ChatMessageList';

const citation = { n: 1, sourceId: 'a'.repeat(24), name: 'guide.pdf', chunk: 0, text: 'The passage.' };

describe('ChatMessageList', () => {
  it('shows the empty state before the first message', () => {
    renderWithTheme(<ChatMessageList messages={[]} streaming={false} empty={<p>Say hello</p>} />);
    expect(screen.getByText('Say hello')).toBeInTheDocument();
  });

  it('shows questions and answers, their cited sources, and regenerate on the last answer only', () => {
    const onCite = jest.fn();
    const onRegenerate = jest.fn();
    const onCopy = jest.fn();
    renderWithTheme(
      <ChatMessageList
        messages={[
          { role: 'user', content: 'What does the guide say?' },
          {
            role: 'assistant',
            content: 'It says hello [1].',
            citations: [citation],
            label: 'offline writer',
          },
          { role: 'user', content: 'And more?' },
          { role: 'assistant', content: 'Nothing more.' },
        ]}
        streaming={false}
        empty={null}
        onCite={onCite}
        onCopy={onCopy}
        onRegenerate={onRegenerate}
      />,
    );
    expect(screen.getAllByTestId('user-message')).toHaveLength(2);
    expect(screen.getAllByTestId('assistant-message')).toHaveLength(2);
    expect(screen.getByText('offline writer')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '[1] guide.pdf' }));
    expect(onCite).toHaveBeenCalledWith(citation);
    expect(screen.getAllByRole('button', { name: 'Regenerate' })).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[1] as HTMLElement);
    expect(onCopy).toHaveBeenCalledWith('Nothing more.');
  });

  it('re-renders an answer of a MobX store as it streams, with no regenerate meanwhile', () => {
    const messages = observable<ChatListMessage>([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: '', pending: true },
    ]);
    renderWithTheme(
      <ChatMessageList messages={messages} streaming empty={null} onRegenerate={() => undefined} />,
    );
    expect(screen.getByText('Writing…')).toBeInTheDocument();
    act(() =>
      runInAction(() => {
        (messages[1] as ChatListMessage).content = 'Hello there';
      }),
    );
    expect(screen.getByText('Hello there')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull();
  });
});
