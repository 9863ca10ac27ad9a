import { EditorState } from 'prosemirror-state';
import { htmlToDoc } from './html';
import { type EditorPluginOptions, editorPlugins } from './plugins';
import { schema } from './schema';

/** An editor state holding `html` with every editor plugin. */
export function createEditorState(html = '', options: EditorPluginOptions = {}): EditorState {
  return EditorState.create({ schema, doc: htmlToDoc(html), plugins: editorPlugins(options) });
}
