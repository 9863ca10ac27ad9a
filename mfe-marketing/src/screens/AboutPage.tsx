import { PageFrame } from '@inkpress/shared-ui';
import styled from 'styled-components';

const values = [
  ['Writers first', 'AI drafts; people decide. Every suggestion is yours to accept, change or reject.'],
  ['Honest output', 'We label what the AI wrote and never claim a machine text is human.'],
  [
    'Built for search',
    'Structure, readability, internal links and metadata are part of every article, not an afterthought.',
  ],
  ['Your data is yours', 'Your documents, brand voice and integrations stay private to you and your team.'],
];

/** About the company. */
export default function AboutPage() {
  return (
    <PageFrame
      area="Company"
      title="About Inkpress"
      lead="We are a small team building the best place to write, improve and publish SEO articles with AI — for bloggers, marketers, agencies and teams."
    >
      <Body>
        <p>
          Inkpress started with a simple observation: writing for search is mostly craft, not magic. A good
          article answers the question behind a keyword, is easy to read, links to what helps, and sounds like
          the people who publish it. AI can do much of the heavy lifting, but only inside an editor that keeps
          the writer in charge.
        </p>
        <h2>What we believe</h2>
        <Values>
          {values.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <span>{text}</span>
            </li>
          ))}
        </Values>
      </Body>
    </PageFrame>
  );
}

const Body = styled.div`
  max-width: 760px;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  color: ${({ theme }) => theme.colors.text.secondary};
  h2 {
    color: ${({ theme }) => theme.colors.text.primary};
    margin-top: 40px;
  }
`;

const Values = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 16px;
  li {
    display: grid;
    gap: 4px;
    padding: 16px 20px;
    border-left: 3px solid ${({ theme }) => theme.colors.tones.brand.solid};
    background: #fff;
  }
  strong {
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;
