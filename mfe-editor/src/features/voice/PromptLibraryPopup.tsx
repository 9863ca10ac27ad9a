import {
  Badge,
  Button,
  Input,
  Notice,
  type PopupProps,
  RetryView,
  Select,
  Skeleton,
  Textarea,
  useShell,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors';
import { createPromptsApi, PromptsStore } from './PromptsStore';

/** Props of the prompt-library popup. */
export interface PromptLibraryProps {
  /** Receives the chosen prompt's text (never its categories, SPEC §5); the popup then closes. */
  onInsert?: (text: string) => void;
}

/**
 * The prompt library (SPEC §2 popup "prompt library"): the team's prompts
 * and the built-in ones, searchable and filtered by category; "Use" inserts
 * one where the popup was opened (the chat's message box, or the editor's AI command); the team can
 * save its own and delete them.
 */
export const PromptLibraryPopup = observer(function PromptLibraryPopup({ props, close }: PopupProps) {
  const { api } = useShell();
  const store = useMemo(() => new PromptsStore(createPromptsApi(api)), [api]);
  const onInsert =
    typeof props.onInsert === 'function' ? (props.onInsert as (text: string) => void) : undefined;
  const [adding, setAdding] = useState(false);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [categories, setCategories] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    store.load(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [store]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    store.create({ title, prompt: text, categories }).then(
      () => {
        setTitle('');
        setText('');
        setCategories('');
        setAdding(false);
      },
      (e) => setError(errorMessage(e)),
    );
  };

  if (store.prompts.status === 'failure' && !store.prompts.loaded)
    return <RetryView onRetry={() => void store.load().catch(() => undefined)} />;
  if (!store.prompts.loaded) return <Skeleton lines={6} />;
  return (
    <Root>
      <Filters>
        <Input
          label="Search prompts"
          hideLabel
          type="search"
          placeholder="Search prompts"
          value={store.search}
          onChange={(e) => store.setSearch(e.target.value)}
        />
        <Select
          label="Category"
          hideLabel
          value={store.category}
          onChange={(e) => store.setCategory(e.target.value)}
          options={[
            { value: '', label: 'All categories' },
            ...store.categories.map((c) => ({ value: c, label: c })),
          ]}
        />
      </Filters>
      {adding ? (
        <Form onSubmit={save} aria-label="Save a prompt">
          <Input
            label="Title"
            value={title}
            maxLength={120}
            required
            onChange={(e) => setTitle(e.target.value)}
          />
          <Textarea
            label="Prompt"
            rows={4}
            value={text}
            maxLength={4000}
            onChange={(e) => setText(e.target.value)}
          />
          <Input
            label="Categories"
            hint="Separated by commas."
            value={categories}
            onChange={(e) => setCategories(e.target.value)}
          />
          {error && <Notice tone="danger">{error}</Notice>}
          <Row>
            <Button type="submit" size="sm" loading={store.saving} disabled={!title.trim() || !text.trim()}>
              Save prompt
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </Row>
        </Form>
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            New prompt
          </Button>
        </div>
      )}
      {store.visible.length === 0 ? (
        <p>No prompt matches.</p>
      ) : (
        <List aria-label="Prompts">
          {store.visible.map((p) => (
            <Item key={p.id} data-testid="prompt-item">
              <div>
                <strong>{p.title}</strong>
                <Row>
                  {p.builtIn && <Badge size="sm">Built-in</Badge>}
                  {p.categories.map((c) => (
                    <Badge key={c} size="sm" tone="info">
                      {c}
                    </Badge>
                  ))}
                </Row>
                <PromptText>{p.prompt}</PromptText>
              </div>
              <Row>
                {onInsert && (
                  <Button
                    size="sm"
                    aria-label={`Use ${p.title}`}
                    onClick={() => {
                      onInsert(p.prompt);
                      close();
                    }}
                  >
                    Use
                  </Button>
                )}
                {!p.builtIn && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${p.title}`}
                    onClick={() => void store.remove(p.id).catch((e) => setError(errorMessage(e)))}
                  >
                    Delete
                  </Button>
                )}
              </Row>
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
});

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: min(560px, 100%);
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 50vh;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  > div:first-child {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
`;

const PromptText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
