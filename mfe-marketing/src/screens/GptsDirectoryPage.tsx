import { type ToolDefinition, toolGroups, tools } from '@inkpress/shared-core/tools';
import { Badge } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import { useContentMeta } from '../content/pageMeta';
import { CatalogueCard, CatalogueSearch, Lead, matchAll } from '../public/CatalogueParts';
import { Cards, Meta } from './BlogIndexPage';
import { Wrapper } from './ContentPage';

/** The assistants of the directory: the tools the AI writes for (a library-only checker is not one). */
export const assistants: readonly ToolDefinition[] = tools.filter((t) => t.engine !== 'library');

/** Assistants whose name, promise or group hold every word of `query`, in `group` when one is chosen. */
export function searchAssistants(
  list: readonly ToolDefinition[],
  query: string,
  group: string | null,
): ToolDefinition[] {
  return matchAll(
    list,
    query,
    group,
    (t) => t.group,
    (t) => `${t.name} ${t.promise} ${t.group} ${t.slug.replace(/-/g, ' ')}`,
  );
}

const meta = {
  title: 'GPTs directory: AI assistants for writers and marketers',
  description: `A searchable directory of ${assistants.length} AI assistants for writing, rewriting, SEO, business and social media — each free to try in your browser.`,
  path: '/gpts-directory',
};

/** /gpts-directory: the product's AI assistants (the tools catalogue), searchable, each linking to its page. */
export default function GptsDirectoryPage() {
  const groups: string[] = toolGroups.filter((g) => assistants.some((t) => t.group === g));
  useContentMeta(meta);
  return (
    <Wrapper>
      <section data-page-ready="">
        <h1>GPTs directory</h1>
        <Lead>
          {assistants.length} AI assistants for writers and marketers, each built for one job: rewriting a
          paragraph, writing a meta description, replying to a customer, finding keywords. Open one and use it
          free, without an account; signed in, runs use your credits and keep their history.
        </Lead>
        <CatalogueSearch
          items={assistants}
          groups={groups}
          filter={searchAssistants}
          label="Search the directory"
          placeholder="rewrite, email, keywords…"
          groupsLabel="Assistant groups"
          noun="assistants"
          emptyTitle="No assistant matches"
          emptyText="Try another word, or show every group."
        >
          {(shown) => (
            <Cards>
              {shown.map((t) => (
                <CatalogueCard key={t.slug}>
                  <article>
                    <h2>
                      <Link to={`/tools/${t.slug}`}>{t.name}</Link>
                    </h2>
                    <p>{t.promise}</p>
                    <Meta>
                      <Badge tone="brand">{t.group}</Badge> {t.engine === 'both' ? 'checks, then AI' : 'AI'} ·
                      free to try
                    </Meta>
                  </article>
                </CatalogueCard>
              ))}
            </Cards>
          )}
        </CatalogueSearch>
        <p>
          Looking for whole articles rather than one job? <Link to="/templates">Start from a template</Link>{' '}
          or see <Link to="/public/samples">sample articles</Link>.
        </p>
      </section>
    </Wrapper>
  );
}
