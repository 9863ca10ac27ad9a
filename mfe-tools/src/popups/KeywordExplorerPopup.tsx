import { KeywordReport, toolBySlug } from '@inkpress/shared-core/tools';
import { Button, type PopupProps, Textarea, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ToolRunStore } from '../tool/ToolRunStore';

export interface KeywordExplorerProps {
  /** The text to explore (the open post's, from the editor's SEO panel). */
  text?: string;
  /** Puts the chosen keywords where the opener wants them (focus keyword, tags). */
  onInsert?: (keywords: string[]) => void;
}

/**
 * SPEC §2's keyword explorer: the keyword research tool in a popup. Runs on
 * the text it is opened with; the user ticks keywords (extracted ones and
 * the AI's ideas) and inserts them into the document.
 */
const KeywordExplorerPopup = observer(function KeywordExplorerPopup({ props, close }: PopupProps) {
  const { text, onInsert } = props as KeywordExplorerProps;
  const { api } = useShell();
  const [store] = useState(() => {
    const tool = toolBySlug.get('ai-keyword-research');
    if (!tool) throw new Error('The catalogue has no ai-keyword-research');
    const s = new ToolRunStore(tool, api);
    s.setValue('text', (text ?? '').slice(0, 20_000));
    return s;
  });
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (store.values.text) void store.run();
    return () => store.stop();
  }, [store]);
  const report = KeywordReport.safeParse(store.report).data;
  const ideas = store.text
    .split('\n')
    .map((l) => l.replace(/^[a-z]+:\s*/i, '').trim())
    .filter(Boolean);
  const toggle = (k: string) => setChosen((c) => (c.includes(k) ? c.filter((x) => x !== k) : [...c, k]));
  return (
    <Body>
      <Textarea
        label="Text or topic"
        rows={3}
        value={String(store.values.text ?? '')}
        onChange={(e) => store.setValue('text', e.target.value)}
      />
      <Button type="button" onClick={() => void store.run()} disabled={store.running}>
        {store.running ? 'Exploring…' : 'Explore keywords'}
      </Button>
      {store.error && <p role="alert">{store.error}</p>}
      {report && (
        <fieldset>
          <legend>From your text</legend>
          <small>{report.note}</small>
          {report.keywords.slice(0, 15).map((k) => (
            <label key={k.term}>
              <input type="checkbox" checked={chosen.includes(k.term)} onChange={() => toggle(k.term)} />
              {k.term} <small>×{k.count}</small>
            </label>
          ))}
        </fieldset>
      )}
      {ideas.length > 0 && (
        <fieldset>
          <legend>Ideas{store.writer === 'offline writer' ? ' (offline writer)' : ''}</legend>
          {ideas.map((k) => (
            <label key={k}>
              <input type="checkbox" checked={chosen.includes(k)} onChange={() => toggle(k)} />
              {k}
            </label>
          ))}
        </fieldset>
      )}
      <Actions>
        <Button type="button" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={chosen.length === 0 || !onInsert}
          onClick={() => {
            onInsert?.(chosen);
            close();
          }}
        >
          Insert {chosen.length || ''} keyword{chosen.length === 1 ? '' : 's'}
        </Button>
      </Actions>
    </Body>
  );
});

export default KeywordExplorerPopup;

const Body = styled.div`
  display: grid;
  gap: 12px;
  min-width: min(520px, 90vw);
  fieldset {
    display: grid;
    gap: 4px;
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: 8px 12px;
    max-height: 220px;
    overflow: auto;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
