import { Plugin, PluginKey } from 'prosemirror-state';
import { cleanPastedHtml } from './cleanPastedHtml';

const key = new PluginKey('pasteCleaning');

/** Cleans pasted HTML (Word, Google Docs, web pages) before the schema parses it; see cleanPastedHtml. */
export function pasteCleaningPlugin(): Plugin {
  return new Plugin({
    key,
    props: {
      transformPastedHTML: (html, view) => cleanPastedHtml(html, view?.dom.ownerDocument),
    },
  });
}
