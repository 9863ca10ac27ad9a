import { Button, Input, Notice, PageFrame, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import type { EditorState } from 'prosemirror-state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EditorView, htmlToSlice, Toolbar, useEditorController } from '../../editor';
import { linkPrompt, usePrompt } from '../common/usePrompt';
import { escapeParagraphs, rangeOf } from './ranges';
import { SAVE_AFTER_SIGN_UP, ScratchStore, type Suggestion, scratchOperations } from './ScratchStore';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const SuggestionPanel = observer(function SuggestionPanel({
  store,
  apply,
}: {
  store: ScratchStore;
  apply: (suggestion: Suggestion, how: 'replace' | 'insert') => void;
}) {
  const suggestion = store.suggestion;
  if (!store.running && !suggestion) return null;
  const offline = store.writer === 'offline writer';
  return (
    <Panel aria-label="AI suggestion" aria-live="polite" aria-busy={store.running}>
      <PanelHead>
        <strong>{suggestion?.operation.label ?? 'Working…'}</strong>
        {store.writer && <Tag>{offline ? 'Written by the offline writer' : `By ${store.writer}`}</Tag>}
        {store.credits > 0 && <Tag>{store.credits} credits</Tag>}
      </PanelHead>
      <SuggestionText data-testid="scratch-suggestion">{suggestion?.text ?? store.streaming}</SuggestionText>
      {offline && (
        <Note>
          No AI model is configured here, so the offline writer answered: it reworks your own words by rule.
        </Note>
      )}
      <Actions>
        {store.running ? (
          <Button size="sm" variant="secondary" onClick={store.stop}>
            Stop
          </Button>
        ) : (
          suggestion && (
            <>
              <Button size="sm" onClick={() => apply(suggestion, 'replace')}>
                {suggestion.range.whole ? 'Replace the text' : 'Replace the selection'}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => apply(suggestion, 'insert')}>
                Insert below
              </Button>
              <Button size="sm" variant="ghost" onClick={store.discard}>
                Discard
              </Button>
            </>
          )
        )}
      </Actions>
    </Panel>
  );
});

/** The AI text editor anyone can use, without an account. */
const AiTextEditorScreen = observer(function AiTextEditorScreen() {
  const { api, session } = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [store] = useState(() => new ScratchStore(api, browserStorage()));
  const editor = useEditorController();
  const prompt = usePrompt();
  const [editorKey, setEditorKey] = useState(0);
  const [selection, setSelection] = useState({ words: 0, empty: true });
  const signedIn = Boolean(session.user);
  const saveRequested = params.get('save') === '1';
  const autoSaved = useRef(false);

  useEffect(() => () => store.stop(), [store]);

  const save = useCallback(async () => {
    const path = await store.save();
    if (path) navigate(path);
  }, [store, navigate]);

  // Back from sign-up with the text still here: save it as the new account's first document.
  useEffect(() => {
    if (!saveRequested || !signedIn || autoSaved.current || !store.hasText) return;
    autoSaved.current = true;
    void save();
  }, [saveRequested, signedIn, store, save]);

  const onStateChange = useCallback((state: EditorState) => {
    const { from, to, empty } = state.selection;
    const text = empty ? '' : state.doc.textBetween(from, to, ' ');
    setSelection({ empty, words: text.split(/\s+/).filter(Boolean).length });
  }, []);

  const run = (operationId: string) => {
    const operation = scratchOperations.find((o) => o.id === operationId);
    const state = editor.state;
    if (!operation || !state) return;
    void store.run(operation, rangeOf(state));
  };

  const apply = (suggestion: Suggestion, how: 'replace' | 'insert') => {
    const view = editor.view;
    if (!view) return;
    store.take();
    const slice = htmlToSlice(escapeParagraphs(suggestion.text));
    const { doc } = view.state;
    const to = Math.min(suggestion.range.to, doc.content.size);
    const from = Math.min(suggestion.range.from, to);
    let tr = view.state.tr;
    if (how === 'replace') tr = tr.replaceRange(from, to, slice);
    else {
      const $to = doc.resolve(to);
      tr = tr.replaceRange($to.depth > 0 ? $to.after(1) : to, $to.depth > 0 ? $to.after(1) : to, slice);
    }
    view.dispatch(tr.scrollIntoView());
    view.focus();
  };

  const clear = () => {
    store.setHtml('');
    store.setTitle('');
    store.discard();
    setEditorKey((k) => k + 1);
  };

  const requestLink = useCallback((current: string | null) => prompt.ask(linkPrompt(current)), [prompt]);

  const scope = selection.empty
    ? 'the whole text'
    : `the selection (${selection.words} word${selection.words === 1 ? '' : 's'})`;

  return (
    <PageFrame
      area="Free tools · Writing"
      title="AI Text Editor"
      lead="Write and edit with AI help right in your browser, no account needed. Your text stays in this browser until you save it."
      actions={
        signedIn ? (
          <Button onClick={() => void save()} disabled={!store.hasText || store.status === 'saving'}>
            {store.status === 'saving' ? 'Saving…' : 'Save as a document'}
          </Button>
        ) : (
          <Button
            as={Link}
            to={`/register?from=${encodeURIComponent(SAVE_AFTER_SIGN_UP)}`}
            aria-disabled={!store.hasText}
          >
            Save — create a free account
          </Button>
        )
      }
    >
      {prompt.dialog}
      <Layout>
        <Input
          label="Title"
          hideLabel
          placeholder="Title (optional)"
          value={store.title}
          maxLength={200}
          onChange={(event: { target: { value: string } }) => store.setTitle(event.target.value)}
        />
        <Bar>
          <Toolbar editor={editor} requestLink={requestLink} />
        </Bar>
        <AiBar role="group" aria-label="AI">
          <span>
            AI on <strong data-testid="scratch-scope">{scope}</strong>:
          </span>
          {scratchOperations.map((operation) => (
            <Button
              key={operation.id}
              size="sm"
              variant="secondary"
              disabled={store.running || !store.hasText}
              onMouseDown={(event: { preventDefault: () => void }) => event.preventDefault()}
              onClick={() => run(operation.id)}
            >
              {operation.label}
            </Button>
          ))}
        </AiBar>
        {store.error && (
          <Notice tone="danger">
            {store.error}{' '}
            {store.quotaReached && !signedIn && (
              <Link to={`/register?from=${encodeURIComponent(SAVE_AFTER_SIGN_UP)}`}>
                Create a free account to keep going
              </Link>
            )}
          </Notice>
        )}
        <SuggestionPanel store={store} apply={apply} />
        <Paper>
          <EditorView
            key={editorKey}
            controller={editor}
            initialHtml={store.html}
            onChange={store.setHtml}
            onStateChange={onStateChange}
            onSave={() => (signedIn ? void save() : undefined)}
            placeholder="Write or paste your text, select a part of it, and pick an AI action above…"
            label="Your text"
          />
        </Paper>
        <Footer>
          <span>
            {signedIn
              ? 'AI actions are charged to your credits.'
              : 'Without an account you have a few free AI actions a day.'}
          </span>
          <Button size="sm" variant="ghost" onClick={clear} disabled={!store.hasText}>
            Clear
          </Button>
        </Footer>
      </Layout>
    </PageFrame>
  );
});

export default AiTextEditorScreen;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 900px;
  min-width: 0;
`;
const Bar = styled.div`
  position: sticky;
  top: var(--inkpress-chrome-top, 0px);
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.colors.background.canvas};
  padding: ${({ theme }) => theme.space[1]} 0;
  min-width: 0;
  > [role='toolbar'] {
    flex-wrap: nowrap;
    overflow-x: auto;
  }
`;
const AiBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const Paper = styled.div`
  .ProseMirror {
    min-height: 320px;
  }
`;
const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.tones.brand.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.brand.bg};
`;
const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const Tag = styled.span`
  font-size: 0.8rem;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background.surface};
`;
const SuggestionText = styled.div`
  white-space: pre-wrap;
  line-height: 1.6;
`;
const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.text.muted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.text.muted};
`;
