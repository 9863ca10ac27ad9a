import { workflowCatalogue } from '@inkpress/shared-core';
import { PageFrame, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Meta, WorkflowCards } from './WorkflowCards';

/** /workflows/all: every workflow Inkpress offers (public). */
const AllWorkflowsScreen = observer(function AllWorkflowsScreen() {
  const { session } = useShell();
  const signedIn = Boolean(session.user);
  return (
    <PageFrame
      area="Workflows"
      title="All workflows"
      lead="Every AI workflow Inkpress offers: long work that runs on its own, shows its progress and is refunded when it fails."
    >
      <WorkflowCards
        entries={workflowCatalogue}
        hrefOf={(w) => (signedIn ? w.path : `/register?from=${encodeURIComponent(w.path)}`)}
      />
      <Meta>
        {signedIn ? (
          <Link to="/workflows/history">Your past runs</Link>
        ) : (
          <>
            Workflows come with every paid plan. <Link to="/pricing">See the plans</Link>, or try{' '}
            <Link to="/tools/youtube-to-blog">YouTube to Blog</Link>.
          </>
        )}
      </Meta>
    </PageFrame>
  );
});

export default AllWorkflowsScreen;
