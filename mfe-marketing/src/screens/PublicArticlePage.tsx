import type { PublicArticleView, PublicSampleView } from '@inkpress/shared-core';
import { Button, useShell } from '@inkpress/shared-ui';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '../content/PageState';
import { Prose } from '../content/Prose';
import { useContentMeta } from '../content/pageMeta';
import { useLoad } from '../content/useLoad';
import { publicApi } from '../public/api';
import { CatalogueCard, Lead } from '../public/CatalogueParts';
import { Cards, Meta } from './BlogIndexPage';
import { Wrapper } from './ContentPage';

/** A user's post is indexed only when its owner chose so; the route's own meta says noindex until then. */
function useRobots(indexable: boolean | null) {
  useEffect(() => {
    if (indexable === null) return;
    const el = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    el?.setAttribute('content', indexable ? 'index, follow' : 'noindex, nofollow');
  }, [indexable]);
}

function Article({ article }: { article: PublicArticleView }) {
  const { session } = useShell();
  return (
    <Body lang={article.language ?? undefined} data-page-ready="" data-article-id={article.id}>
      {article.sample && (
        <Crumbs aria-label="Breadcrumb">
          <Link to="/public/samples">Sample articles</Link>
        </Crumbs>
      )}
      <h1>{article.title}</h1>
      <Meta>
        {article.sample ? 'Sample article written with Inkpress' : 'Shared from Inkpress'} ·{' '}
        {article.readingMinutes} min read
        {article.templateId && (
          <>
            {' · '}
            <Link to={`/templates/${article.templateId}`}>the template it was written with</Link>
          </>
        )}
      </Meta>
      {article.featureImage && (
        <Feature src={article.featureImage.url} alt={article.featureImage.alt ?? ''} />
      )}
      <Prose html={article.html} />
      {article.faqs.length > 0 && (
        <Faqs aria-labelledby="faqs">
          <h2 id="faqs">Frequently asked questions</h2>
          {article.faqs.map((f) => (
            <div key={f.question}>
              <h3>{f.question}</h3>
              <p>{f.answer}</p>
            </div>
          ))}
        </Faqs>
      )}
      <Cta aria-label="Write your own">
        <p>
          <strong>Write articles like this with Inkpress:</strong> a keyword in, a structured SEO article out,
          in your own voice.
        </p>
        <Button as={Link} to={session.user ? '/dashboard/templates' : '/register'}>
          {session.user ? 'Start from a template' : 'Start writing free'}
        </Button>
      </Cta>
    </Body>
  );
}

/** /public/article/{id}: a post its owner made public, or a sample article, read-only. */
export default function PublicArticlePage() {
  const { api } = useShell();
  const { id = '' } = useParams();
  const load = useLoad(() => publicApi.article(api, id), [api, id]);
  const article = load.state === 'ready' ? load.data : null;
  useContentMeta(
    article
      ? { title: article.title, description: article.description, path: `/public/article/${id}` }
      : null,
  );
  useRobots(article ? article.indexable : null);
  return (
    <Wrapper>
      <PageState
        load={load}
        missing="There is no public article at this address. Its owner may have made it private or deleted it."
      >
        {(a) => <Article article={a} />}
      </PageState>
    </Wrapper>
  );
}

function SampleCard({ sample }: { sample: PublicSampleView }) {
  return (
    <CatalogueCard>
      <article>
        <h2>
          <Link to={sample.path}>{sample.title}</Link>
        </h2>
        <p>{sample.description}</p>
        <Meta>
          {sample.templateId && sample.templateName && (
            <>
              <Link to={`/templates/${sample.templateId}`}>{sample.templateName} template</Link> ·{' '}
            </>
          )}
          {sample.readingMinutes} min read
        </Meta>
      </article>
    </CatalogueCard>
  );
}

/** /public/samples: the curated sample articles (mfe-marketing/content/samples). */
export function SamplesPage() {
  const { api } = useShell();
  const load = useLoad(() => publicApi.samples(api), [api]);
  useContentMeta(
    load.state === 'ready'
      ? {
          title: 'Sample articles written with Inkpress',
          description:
            'Read articles written with Inkpress templates — a how-to guide, a listicle, a blog post — to judge the structure, headings and FAQs before you sign up.',
          path: '/public/samples',
        }
      : null,
  );
  return (
    <Wrapper>
      <PageState load={load}>
        {(samples) => (
          <section data-page-ready="">
            <h1>Sample articles</h1>
            <Lead>
              Articles written with Inkpress templates, so you can judge the output yourself: structure,
              headings, FAQs and tone as the product writes them. Each names the template it comes from; open
              the template to write one of your own on your keyword.
            </Lead>
            <Cards>
              {samples.map((s) => (
                <SampleCard key={s.id} sample={s} />
              ))}
            </Cards>
          </section>
        )}
      </PageState>
    </Wrapper>
  );
}

const Body = styled.article`
  max-width: 760px;
  > h1 {
    font-size: clamp(2rem, 4vw, 2.75rem);
    line-height: 1.15;
    margin: 8px 0;
  }
  > p {
    margin: 0 0 24px;
  }
`;

const Crumbs = styled.nav`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Feature = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  margin: 16px 0;
`;

const Cta = styled.aside`
  margin-top: 40px;
  padding: 20px 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    flex: 1 1 300px;
  }
`;

const Faqs = styled.section`
  margin-top: 32px;
  h3 {
    margin: 20px 0 4px;
  }
  p {
    margin: 0;
  }
`;
