import { Link } from 'react-router-dom';
import styled from 'styled-components';

const features = [
  {
    title: 'AI Text Editor',
    text: 'Expand, shorten, paraphrase, translate or change the tone of any passage, streamed into your draft as a suggestion you accept or reject.',
    to: '/tools/ai-text-editor',
  },
  {
    title: 'Bulk Content Generator',
    text: 'Turn a list of keywords into complete articles with outlines, FAQs, internal links and feature images.',
    to: '/bulk-content-creation',
  },
  {
    title: 'Brand Voice',
    text: 'Teach Inkpress your style from a few samples so every article sounds like your brand.',
    to: '/brand-voice',
  },
  {
    title: 'Autoblogging',
    text: 'Schedule articles to be written and published to WordPress, Shopify, Webflow, Ghost or Medium.',
    to: '/autoblogging',
  },
  {
    title: 'Free AI Tools',
    text: 'Fifty free tools: headline, meta description and paragraph generators, a grammar checker, a humanizer and more.',
    to: '/tools',
  },
  {
    title: 'Templates',
    text: 'Start from proven structures: listicles, how-tos, product reviews, comparisons and news.',
    to: '/templates',
  },
];

/** The front page. */
export default function HomePage() {
  return (
    <>
      <Hero data-page-ready="">
        <Eyebrow>AI writing for SEO</Eyebrow>
        <h1>Write articles that rank, in your own voice.</h1>
        <p>
          Inkpress helps bloggers, marketers, agencies and teams write, improve and publish SEO articles with
          AI — from the first outline to the post on your site.
        </p>
        <Actions>
          <Primary to="/register">Start writing free</Primary>
          <Secondary to="/pricing">See plans</Secondary>
        </Actions>
        <Small>5,000 words free · no card needed</Small>
      </Hero>
      <Section aria-labelledby="features-heading">
        <h2 id="features-heading">Everything between a keyword and a published post</h2>
        <Grid>
          {features.map((f) => (
            <Feature key={f.title}>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
              <Link to={f.to}>Learn more →</Link>
            </Feature>
          ))}
        </Grid>
      </Section>
    </>
  );
}

const Hero = styled.section`
  text-align: center;
  padding: 96px 24px 72px;
  background: radial-gradient(1200px 400px at 50% -10%, #e0e7ff 0%, transparent 70%);
  h1 {
    max-width: 820px;
    margin: 0 auto;
    font-size: clamp(2.25rem, 5vw, 3.5rem);
    line-height: 1.1;
    letter-spacing: -0.02em;
  }
  p {
    max-width: 640px;
    margin: 24px auto 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Eyebrow = styled.div`
  display: inline-block;
  margin-bottom: 16px;
  padding: 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  color: ${({ theme }) => theme.colors.tones.brand.fg};
  font-weight: 600;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
`;

const Primary = styled(Link)`
  padding: 14px 24px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.brand.solid};
  color: ${({ theme }) => theme.colors.tones.brand.onSolid};
  font-weight: 600;
  text-decoration: none;
`;

const Secondary = styled(Link)`
  padding: 14px 24px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  color: ${({ theme }) => theme.colors.text.primary};
  font-weight: 600;
  text-decoration: none;
  background: #fff;
`;

const Small = styled.div`
  margin-top: 12px;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Section = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px 24px 96px;
  h2 {
    text-align: center;
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
    margin: 0 0 40px;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Feature = styled.article`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  a {
    color: ${({ theme }) => theme.colors.text.link};
    font-weight: 600;
    text-decoration: none;
  }
`;
