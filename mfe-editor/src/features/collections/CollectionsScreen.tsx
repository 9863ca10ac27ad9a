import { Button, PageFrame } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import { CollectionsList } from './CollectionsList';

/** /dashboard/collections: every document of the team. */
export default function CollectionsScreen() {
  return (
    <PageFrame
      area="Documents"
      title="Documents"
      lead="Everything you and your team have written, newest first."
      actions={
        <>
          <Button as={Link} to="/dashboard/templates" variant="secondary">
            From a template
          </Button>
          <Button as={Link} to="/dashboard/collections/new">
            New document
          </Button>
        </>
      }
    >
      <CollectionsList />
    </PageFrame>
  );
}
