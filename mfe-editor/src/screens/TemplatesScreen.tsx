import { PageFrame, RetryView } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useEditorApi } from '../api';
import {
  Card,
  CardLink,
  Grid,
  TemplateCard,
  TemplateCardsSkeleton,
} from '../features/templates/TemplateCard';
import { TemplatesStore } from '../features/templates/TemplatesStore';

/** /dashboard/templates: the template catalogue, grouped by category, and a blank document. */
const TemplatesScreen = observer(function TemplatesScreen() {
  const api = useEditorApi();
  const [templates] = useState(() => new TemplatesStore(api.templates));
  useEffect(() => {
    const controller = new AbortController();
    void templates.load(controller.signal);
    return () => controller.abort();
  }, [templates]);
  return (
    <PageFrame
      area="Templates"
      title="Templates"
      lead="Pick a kind of article, fill in a few fields, and the AI writes the first draft: title, outline, then the article."
    >
      {templates.status === 'failure' ? (
        <RetryView onRetry={() => void templates.load()} />
      ) : !templates.hasList ? (
        <TemplateCardsSkeleton />
      ) : (
        <Sections>
          <section aria-labelledby="blank-heading">
            <Grid>
              <Card $dashed>
                <CardLink id="blank-heading" to="/dashboard/collections/new">
                  Blank document
                </CardLink>
                <p>Start from an empty page and use AI as you write.</p>
              </Card>
            </Grid>
          </section>
          {templates.categories.map((category) => (
            <section key={category} aria-labelledby={`category-${category}`}>
              <h2 id={`category-${category}`}>{category}</h2>
              <Grid>
                {templates.inCategory(category).map((template) => (
                  <TemplateCard key={template.id} template={template} />
                ))}
              </Grid>
            </section>
          ))}
        </Sections>
      )}
    </PageFrame>
  );
});
export default TemplatesScreen;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;
