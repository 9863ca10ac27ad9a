import { useParams } from 'react-router-dom';
import { DocumentEditor } from './DocumentEditor';
import type { DocumentMode } from './DocumentStore';

/** The id in /dashboard/collections/new: a document not saved yet. */
export const NEW_DOCUMENT_ID = 'new';

/**
 * /dashboard/collections/:collectionId and /:collectionId/:postId: the
 * editor on a saved document (its first post, or the one named), or on a
 * new one at /dashboard/collections/new.
 */
export default function EditorScreen() {
  const { collectionId = NEW_DOCUMENT_ID, postId } = useParams();
  const mode: DocumentMode =
    collectionId === NEW_DOCUMENT_ID ? { kind: 'new' } : { kind: 'existing', id: collectionId };
  // Not keyed by the id: when a new document is first saved its address changes to the id, and the
  // editor stays as it is (DocumentEditor opens another document only when the id is not its own).
  return <DocumentEditor mode={mode} postId={postId} />;
}
