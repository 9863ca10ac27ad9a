import { isNotFound } from '@inkpress/shared-core';
import { Button, EmptyState, PageFrame, RetryView, Skeleton } from '@inkpress/shared-ui';
import { Link, useParams } from 'react-router-dom';
import { useEditorApi } from '../api';
import { useResource } from '../features/common/useResource';
import { TemplateFlow } from '../features/templates/TemplateFlow';

/** /dashboard/templates/:templateId: template fields → title → outline → the article, streamed into a new document. */
export default function TemplateScreen() {
  const { templateId = '' } = useParams();
  const api = useEditorApi();
  const template = useResource((signal) => api.templates.get(templateId, signal), [api, templateId]);

  if (template.status === 'failure') {
    return (
      <PageFrame area="Templates" title="Template">
        {isNotFound(template.error) ? (
          <EmptyState
            title="This template does not exist"
            action={
              <Button as={Link} to="/dashboard/templates">
                All templates
              </Button>
            }
          />
        ) : (
          <RetryView onRetry={template.reload} />
        )}
      </PageFrame>
    );
  }
  if (!template.data) {
    return (
      <PageFrame area="Templates" title="Loading template…">
        <Skeleton shape="rect" height={360} />
      </PageFrame>
    );
  }
  const current = template.data;
  return (
    <PageFrame
      area="Templates"
      title={current.name}
      lead={
        <>
          {current.description} <Link to="/dashboard/templates">All templates</Link>
        </>
      }
    >
      <TemplateFlow key={current.id} template={current} />
    </PageFrame>
  );
}
