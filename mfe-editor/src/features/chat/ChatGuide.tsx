import { Button, Notice } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ChatStore } from './ChatStore';

/**
 * The short first-time guide to chatting with files (isFirstTimeChatWithFile):
 * shown until the user's first answer drawn from a file, or until closed.
 */
export const ChatGuide = observer(function ChatGuide({ store }: { store: ChatStore }) {
  if (!store.showGuide) return null;
  return (
    <Box data-testid="chat-file-guide">
      <Notice tone="info" title="Chat with your files in three steps">
        <Steps>
          <li>
            Add a file — PDF, DOCX, TXT, Markdown or HTML — or a web page, under Files (or with Attach).
          </li>
          <li>Tick the files the answers should search.</li>
          <li>Ask. Answers cite passages as [1], [2]: click a number to read the passage it comes from.</li>
        </Steps>
        <Button size="sm" variant="secondary" onClick={store.dismissGuide}>
          Got it
        </Button>
      </Notice>
    </Box>
  );
});

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Steps = styled.ol`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;
