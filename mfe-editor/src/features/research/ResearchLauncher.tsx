import { Button, Drawer, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import type { Command } from 'prosemirror-state';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { type EditorController, insertLink, spacingAt } from '../../editor';
import { useErrorHandler } from '../common/errors';
import { ResearchPanel } from './ResearchPanel';
import { ResearchStore } from './ResearchStore';
import { createResearchApi } from './researchApi';

/**
 * Inserts plain text at the selection (replacing it), as typed text would be;
 * at a cursor, with a space between it and a word it would touch.
 */
export function insertPlainText(text: string): Command {
  return (state, dispatch) => {
    if (!text) return false;
    const { selection } = state;
    const { before, after } = selection.empty
      ? spacingAt(state, selection.from, text)
      : { before: '', after: '' };
    if (dispatch) dispatch(state.tr.insertText(`${before}${text}${after}`).scrollIntoView());
    return true;
  };
}

export interface ResearchLauncherProps {
  /** The document's editor: results are inserted at its cursor. */
  editor: EditorController;
}

/**
 * The editor's "Research" button and its drawer (SPEC §7 POST /api/search):
 * search the web, the team's own documents, keywords and the team's own
 * site without leaving the document, and insert a link, a citation or a
 * quote where the cursor was.
 */
export const ResearchLauncher = observer(function ResearchLauncher({ editor }: ResearchLauncherProps) {
  const { api } = useShell();
  const onError = useErrorHandler();
  const [open, setOpen] = useState(false);
  const store = useMemo(() => new ResearchStore(createResearchApi(api), onError), [api, onError]);
  useEffect(() => () => store.dispose(), [store]);

  return (
    <>
      <Bar>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Research
        </Button>
      </Bar>
      <Drawer open={open} onClose={() => setOpen(false)} title="Research" width="min(480px, 100vw)">
        <ResearchPanel
          store={store}
          onInsertLink={(href, text) => editor.run(insertLink({ href, text, spaced: true }))}
          onInsertText={(text) => editor.run(insertPlainText(text))}
        />
      </Drawer>
    </>
  );
});

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;
