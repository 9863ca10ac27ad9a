import { bulkLimits, creditCosts, workflowCatalogue } from '@inkpress/shared-core';
import { PageFrame } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import { Meta, WorkflowCards } from './WorkflowCards';

/** /dashboard/workflows: the workflows that exist today, each linking to where it runs. */
export default function WorkflowsScreen() {
  return (
    <PageFrame
      area="Workflows"
      title="Workflows"
      lead="Ready-made AI workflows that run on their own, survive restarts and show their progress."
      actions={<Link to="/workflows/history">Past runs</Link>}
    >
      <WorkflowCards entries={workflowCatalogue} />
      <Meta>
        {`A bulk run writes up to ${bulkLimits.parallelPerTeam} articles at a time; an article costs from ${creditCosts.articleBase.toLocaleString('en-US')} credits. ` +
          'Each run of a workflow counts against your plan’s workflows.'}
      </Meta>
    </PageFrame>
  );
}
