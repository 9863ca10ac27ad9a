import { DocumentEditor } from './DocumentEditor';

/**
 * /workspace: the editor on a scratch document, kept on this device until
 * "Save as document" turns it into a real one.
 */
export default function WorkspaceScreen() {
  return <DocumentEditor mode={{ kind: 'workspace' }} />;
}
