import { PageFrame } from '@inkpress/shared-ui';
import { Link, useParams } from 'react-router-dom';
import { toolBySlug } from '../catalogue';

/** One free tool. */
export default function ToolPage() {
  const { slug } = useParams();
  const tool = toolBySlug.get(slug ?? '');
  if (!tool) {
    return (
      <PageFrame area="Free tools" title="Tool not found" lead="There is no free tool at this address.">
        <Link to="/tools">See every free tool</Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      area={`Free tools · ${tool.group}`}
      title={tool.name}
      lead={`The free Inkpress ${tool.name}.`}
    />
  );
}
