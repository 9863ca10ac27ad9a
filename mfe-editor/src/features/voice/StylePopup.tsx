import type { StyleView } from '@inkpress/shared-core';
import { Badge, Button, type PopupProps, RetryView, Skeleton, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors';
import { StylePopupStore } from './StylePopupStore';
import { VoiceSampleForm } from './VoiceSampleForm';
import { createVoiceApi } from './voiceApi';

/** Props of the style popup. */
export interface StylePopupProps {
  /** The voice in use where the popup was opened, marked in the list. */
  selectedId?: string;
  /** Receives the voice picked or just created; the popup then closes. */
  onSelect?: (style: StyleView) => void;
}

/**
 * The style popup (SPEC §2 "style"): pick one of the team's brand voices, or
 * create one from a pasted sample or a web page — analysed by the API (the
 * offline writer describes it without an AI key) and picked at once.
 */
export const StylePopup = observer(function StylePopup({ props, close }: PopupProps) {
  const { api } = useShell();
  const store = useMemo(() => new StylePopupStore(createVoiceApi(api)), [api]);
  const onSelect =
    typeof props.onSelect === 'function' ? (props.onSelect as (s: StyleView) => void) : undefined;
  const selectedId = typeof props.selectedId === 'string' ? props.selectedId : '';

  useEffect(() => {
    const controller = new AbortController();
    store.load(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [store]);

  const pick = (style: StyleView) => {
    onSelect?.(style);
    close();
  };

  return (
    <Root>
      {store.status === 'failure' && store.styles.length === 0 ? (
        <RetryView onRetry={() => void store.load().catch(() => undefined)} />
      ) : store.status !== 'success' && store.styles.length === 0 ? (
        <Skeleton lines={3} />
      ) : store.styles.length === 0 ? (
        <Hint>No brand voice yet: create the first one below.</Hint>
      ) : (
        <List aria-label="Brand voices">
          {store.styles.map((style) => (
            <Item key={style.id} data-testid="style-item">
              <div>
                <strong>{style.name}</strong> {style.id === selectedId && <Badge size="sm">In use</Badge>}
                <Description>{style.description}</Description>
              </div>
              {onSelect && (
                <Button size="sm" aria-label={`Use ${style.name}`} onClick={() => pick(style)}>
                  Use
                </Button>
              )}
            </Item>
          ))}
        </List>
      )}
      <Create>
        <strong>Create a brand voice</strong>
        <VoiceSampleForm
          onCreate={(input) => store.create(input).then(pick)}
          describeError={errorMessage}
          busy={store.creating}
          submitLabel="Analyse and use"
          rows={4}
          size="sm"
        />
      </Create>
    </Root>
  );
});

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: min(520px, 100%);
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 40vh;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Create = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.default};
`;
