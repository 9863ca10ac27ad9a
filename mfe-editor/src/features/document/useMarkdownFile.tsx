import { countHtmlWords } from '@inkpress/shared-core';
import { useToast } from '@inkpress/shared-ui';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorMessage } from '../common/errors';
import type { DocumentStore } from './DocumentStore';
import {
  downloadMarkdown,
  htmlToMarkdown,
  markdownFileName,
  markdownToHtml,
  readMarkdownFile,
} from './markdownFile';

/**
 * Markdown in and out of the variant on screen (split from
 * DocumentEditor.tsx): `importFile` asks before a file replaces the text,
 * `exportFile` downloads it. Render `dialog` once in the component.
 */
export function useMarkdownFile(
  doc: DocumentStore,
  { sync, save }: { sync: () => void; save: (quiet?: boolean) => Promise<boolean> },
): { importFile: (file: File | undefined) => Promise<void>; exportFile: () => void; dialog: ReactNode } {
  const toast = useToast();
  // A Markdown file replaces the variant only once the user says so, and after the current text is saved
  // (every save keeps a revision), so the text it replaces stays in the document's history.
  const [pendingImport, setPendingImport] = useState<{ name: string; html: string; words: number } | null>(
    null,
  );
  const [importing, setImporting] = useState(false);
  const importMarkdown = async (file: File | undefined) => {
    if (!file) return;
    try {
      const html = markdownToHtml(await readMarkdownFile(file));
      setPendingImport({ name: file.name, html, words: countHtmlWords(html) });
    } catch (error) {
      toast.danger(errorMessage(error), { title: 'Import failed' });
    }
  };
  const confirmImport = async () => {
    if (!pendingImport) return;
    setImporting(true);
    try {
      sync();
      if (doc.isDirty && !(await save(true))) return;
      doc.replaceContent(pendingImport.html);
      toast.success(
        `${pendingImport.name} imported into this variant. The text it replaced is in the history.`,
        {
          title: 'Imported',
          action: { label: 'Undo', onClick: () => doc.undo() },
        },
      );
      setPendingImport(null);
    } finally {
      setImporting(false);
    }
  };

  const exportMarkdown = () => {
    sync();
    const post = doc.post;
    if (!post) return;
    downloadMarkdown(htmlToMarkdown(post.activeContent), markdownFileName(post.title, post.slug));
  };

  const dialog = (
    <ConfirmDialog
      open={pendingImport !== null}
      title={`Replace this variant with ${pendingImport?.name ?? 'the file'}?`}
      message={`The ${(doc.post ? countHtmlWords(doc.post.activeContent) : 0).toLocaleString()} words now in this variant are saved first and kept in the document's history; the file's ${(pendingImport?.words ?? 0).toLocaleString()} words take their place.`}
      confirmLabel="Replace with the file"
      busy={importing}
      onConfirm={() => void confirmImport()}
      onCancel={() => setPendingImport(null)}
    />
  );
  return { importFile: importMarkdown, exportFile: exportMarkdown, dialog };
}
