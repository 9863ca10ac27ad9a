import { isNotFound } from '@inkpress/shared-core';
import { Button, EmptyState, PageFrame, RetryView, Skeleton } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useEditorApi } from '../api';
import { TemplateFlow } from '../features/templates/TemplateFlow';
import { TemplateStore } from '../features/templates/TemplateStore';

/** /dashboard/templates/:templateId: template fields → title → outline → the article, streamed into a new document. */
const TemplateScreen = observer(function TemplateScreen() {
  const { templateId = '' } = useParams();
  const api = useEditorApi();
  const [store] = useState(() => new TemplateStore(api.templates));
  useEffect(() => {
    const controller = new AbortController();
    void store.load(templateId, controller.signal);
    return () => controller.abort();
  }, [store, templateId]);

  if (store.status === 'failure') {
    return (
      <PageFrame area="Templates" title="Template">
        {isNotFound(store.error) ? (
          <EmptyState
            title="This template does not exist"
            action={
              <Button as={Link} to="/dashboard/templates">
                All templates
              </Button>
            }
          />
        ) : (
          <RetryView onRetry={() => void store.reload()} />
        )}
      </PageFrame>
    );
  }
  const current = store.template;
  if (!current) {
    return (
      <PageFrame area="Templates" title="Loading template…">
        <Skeleton shape="rect" height={360} />
      </PageFrame>
    );
  }
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
});
export default TemplateScreen;
