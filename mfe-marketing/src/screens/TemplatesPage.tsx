import type { PublicSampleView, TemplateView } from '@inkpress/shared-core';
import { Badge, Button, useShell } from '@inkpress/shared-ui';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '../content/PageState';
import { useContentMeta } from '../content/pageMeta';
import { useLoad } from '../content/useLoad';
import { publicApi } from '../public/api';
import { CatalogueCard, CatalogueSearch, Lead, matchAll } from '../public/CatalogueParts';
import { Cards, Meta } from './BlogIndexPage';
import { Wrapper } from './ContentPage';

const credits = (n: number) => `${n.toLocaleString('en-US')} credit${n === 1 ? '' : 's'}`;

/** Where "Use this template" goes: the dashboard's template form, through sign-up when signed out. */
export function useTemplateHref(id: string): string {
  const { session } = useShell();
  const target = `/dashboard/templates/${id}`;
  return session.user ? target : `/register?from=${encodeURIComponent(target)}`;
}

/** Templates whose name, description or group hold every word of `query`, in `group` when one is chosen. */
export function filterTemplates(
  list: readonly TemplateView[],
  query: string,
  group: string | null,
): TemplateView[] {
  return matchAll(
    list,
    query,
    group,
    (t) => t.category,
    (t) => `${t.name} ${t.description} ${t.category} ${t.produces}`,
  );
}

function TemplateCard({ template }: { template: TemplateView }) {
  return (
    <CatalogueCard>
      <article>
        <h3>
          <Link to={`/templates/${template.id}`}>{template.name}</Link>
        </h3>
        <p>{template.description}</p>
        <Meta>
          <Badge tone="brand">{template.category}</Badge> about {credits(template.defaultCost)}
        </Meta>
      </article>
    </CatalogueCard>
  );
}

function Gallery({ list }: { list: TemplateView[] }) {
  const groups = [...new Set(list.map((t) => t.category))];
  return (
    <section data-page-ready="">
      <h1>Article templates</h1>
      <Lead>
        Start an article from one of {list.length} templates: fill in a focus keyword and a few fields, and
        Inkpress writes a title, an outline you can edit, then the whole article in your editor. Each template
        knows the structure of its kind of article.
      </Lead>
      <CatalogueSearch
        items={list}
        groups={groups}
        filter={filterTemplates}
        label="Search templates"
        placeholder="review, guide, news…"
        groupsLabel="Template groups"
        noun="templates"
        emptyTitle="No template matches"
        emptyText="Try another word, or show all groups."
      >
        {(shown) =>
          groups
            .filter((g) => shown.some((t) => t.category === g))
            .map((g) => (
              <Group key={g} aria-labelledby={`group-${g}`}>
                <h2 id={`group-${g}`}>{g}</h2>
                <Cards>
                  {shown
                    .filter((t) => t.category === g)
                    .map((t) => (
                      <TemplateCard key={t.id} template={t} />
                    ))}
                </Cards>
              </Group>
            ))
        }
      </CatalogueSearch>
      <p>
        A template article costs the words it writes plus its options (a feature image, FAQs, links); you see
        the exact cost before it is written. <Link to="/pricing">See plans and credits</Link>.
      </p>
    </section>
  );
}

/** /templates: the template catalogue as a public gallery, searchable and filtered by group. */
export default function TemplatesPage() {
  const { api } = useShell();
  const load = useLoad(() => publicApi.templates(api), [api]);
  useContentMeta(
    load.state === 'ready'
      ? {
          title: 'Article templates',
          description:
            'Start an SEO article from a template: blog posts, listicles, how-to guides, product reviews, comparisons, case studies and more — fill in a keyword, get a full draft.',
          path: '/templates',
        }
      : null,
  );
  return (
    <Wrapper>
      <PageState load={load}>{(list) => <Gallery list={list} />}</PageState>
    </Wrapper>
  );
}

const optionNames: Record<string, string> = {
  featureImage: 'a feature image',
  simplifiedSentences: 'simplified sentences',
  readability: 'a readability pass',
  faqs: 'FAQs',
  externalLinks: 'external links',
  internalLinks: 'internal links',
};

function Template({ template, sample }: { template: TemplateView; sample: PublicSampleView | undefined }) {
  const href = useTemplateHref(template.id);
  const on = Object.entries(template.defaults.options)
    .filter(([, v]) => v)
    .map(([k]) => optionNames[k] ?? k);
  const label = (name: string) => template.fields.find((f) => f.name === name)?.label ?? name;
  return (
    <Article data-page-ready="">
      <Crumbs aria-label="Breadcrumb">
        <Link to="/templates">Templates</Link> / {template.category}
      </Crumbs>
      <h1>{template.name} template</h1>
      <Lead>{template.description}</Lead>
      <p>
        <Button as={Link} to={href} size="lg">
          Use this template
        </Button>
      </p>
      <h2>What it writes</h2>
      <p>{template.produces}</p>
      <p>
        A {template.defaults.length} article by default, with {on.length ? on.join(', ') : 'no extra options'}
        . You choose the title from suggestions, edit the outline, then the article is written into your
        editor, where you can improve, translate and publish it.
      </p>
      <h2>The fields you fill in</h2>
      <Fields>
        {template.fields.map((f) => (
          <li key={f.name}>
            <strong>{f.label}</strong> {f.required ? '(required)' : '(optional)'}
            {f.help && `: ${f.help}`}
            {f.options && ` — ${f.options.join(', ')}`}
            {f.type === 'number' && f.min !== null && ` — ${f.min} to ${f.max}`}
          </li>
        ))}
      </Fields>
      <h2>Credits</h2>
      <p data-testid="template-cost">
        About {credits(template.defaultCost)} with the default options. Finding a title and an outline costs a
        little; the article costs the words written, and you see the exact cost before it is written.
      </p>
      <h2>Example</h2>
      <Example>
        {Object.entries(template.example).map(([k, v]) => (
          <div key={k}>
            <dt>{label(k)}</dt>
            <dd>{String(v)}</dd>
          </div>
        ))}
      </Example>
      {sample && (
        <p>
          Read a sample article written with this template: <Link to={sample.path}>{sample.title}</Link>.
        </p>
      )}
    </Article>
  );
}

/** /templates/{id}: what the template writes, its fields, the credits, an example and "Use this template". */
export function TemplatePage() {
  const { api } = useShell();
  const { slug = '' } = useParams();
  const load = useLoad(
    () => Promise.all([publicApi.template(api, slug), publicApi.samples(api).catch(() => [])]),
    [api, slug],
  );
  const template = load.state === 'ready' ? load.data[0] : null;
  useContentMeta(
    template
      ? {
          title: `${template.name} template`,
          description: `${template.description} Fill in a keyword and a few fields; Inkpress writes the title, outline and article. About ${credits(template.defaultCost)}.`,
          path: `/templates/${template.id}`,
        }
      : null,
  );
  return (
    <Wrapper>
      <PageState load={load} missing="There is no template at this address. See all the templates.">
        {([t, samples]) => <Template template={t} sample={samples.find((s) => s.templateId === t.id)} />}
      </PageState>
    </Wrapper>
  );
}

const Article = styled.article`
  max-width: 760px;
  > h1 {
    font-size: clamp(2rem, 4vw, 2.75rem);
    line-height: 1.15;
    margin: 8px 0;
  }
  > h2 {
    margin: 32px 0 8px;
  }
  > p {
    margin: 0 0 12px;
    line-height: 1.6;
  }
`;

const Crumbs = styled.nav`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Fields = styled.ul`
  padding-left: 20px;
  li {
    margin: 4px 0;
  }
`;

const Example = styled.dl`
  display: grid;
  gap: 8px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 16px 20px;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
  }
  dt {
    font-weight: 600;
    min-width: 160px;
  }
  dd {
    margin: 0;
  }
`;

const Group = styled.section`
  margin-top: 24px;
  > h2 {
    margin: 0 0 12px;
  }
`;
