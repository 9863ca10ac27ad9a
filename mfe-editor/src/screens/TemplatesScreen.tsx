import { PageFrame, RetryView } from '@inkpress/shared-ui';
import styled from 'styled-components';
import { useEditorApi } from '../api';
import { useResource } from '../features/common/useResource';
import {
  Card,
  CardLink,
  Grid,
  TemplateCard,
  TemplateCardsSkeleton,
} from '../features/templates/TemplateCard';

/** /dashboard/templates: the template catalogue, grouped by category, and a blank document. */
export default function TemplatesScreen() {
  const api = useEditorApi();
  const templates = useResource((signal) => api.templates.list(signal), [api]);
  const list = templates.data ?? [];
  const categories = [...new Set(list.map((t) => t.category ?? 'Other'))];
  return (
    <PageFrame
      area="Templates"
      title="Templates"
      lead="Pick a kind of article, fill in a few fields, and the AI writes the first draft: title, outline, then the article."
    >
      {templates.status === 'failure' ? (
        <RetryView onRetry={templates.reload} />
      ) : !templates.data ? (
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
          {categories.map((category) => (
            <section key={category} aria-labelledby={`category-${category}`}>
              <h2 id={`category-${category}`}>{category}</h2>
              <Grid>
                {list
                  .filter((t) => (t.category ?? 'Other') === category)
                  .map((template) => (
                    <TemplateCard key={template.id} template={template} />
                  ))}
              </Grid>
            </section>
          ))}
        </Sections>
      )}
    </PageFrame>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;
