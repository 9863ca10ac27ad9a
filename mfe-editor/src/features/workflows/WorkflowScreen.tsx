import { workflowBySlug } from '@inkpress/shared-core';
import { Button, PageFrame } from '@inkpress/shared-ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { VideoToBlogFormView } from './VideoToBlogForm';
import { Meta } from './WorkflowCards';

/** /dashboard/workflows/{slug}: the form that runs one workflow, its cost shown before the start. */
export default function WorkflowScreen() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const entry = workflowBySlug.get(slug ?? '');
  if (!entry) {
    return (
      <PageFrame area="Workflows" title="Workflow" lead="There is no workflow at this address.">
        <Link to="/dashboard/workflows">See every workflow</Link>
      </PageFrame>
    );
  }
  if (!entry.type) {
    // A workflow with a screen of its own (bulk articles).
    return (
      <PageFrame area="Workflows" title={entry.name} lead={entry.description}>
        <Button as={Link} to={entry.path}>
          Open {entry.name.toLowerCase()}
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      area="Workflows"
      title={entry.name}
      lead={entry.description}
      actions={<Link to="/workflows/history">Past runs</Link>}
    >
      <VideoToBlogFormView
        canSchedule
        onStarted={(run) => navigate(`/dashboard/workflows/${run.type}/${run.id}`)}
      />
      <Meta as="div">
        <h2>Steps</h2>
        <ol>
          {entry.steps.map((s) => (
            <li key={s.key}>{s.label}</li>
          ))}
        </ol>
      </Meta>
    </PageFrame>
  );
}
