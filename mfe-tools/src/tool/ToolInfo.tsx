import { type ToolDefinition, toolBySlug } from '@inkpress/shared-core/tools';
import { ToolAbout } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** SoftwareApplication and FAQPage structured data for the tool's page. */
function jsonLd(tool: ToolDefinition): string {
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: `Inkpress ${tool.name}`,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      description: tool.promise,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: tool.faq.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    },
  ];
  // JSON in a script element: "</" must not end it.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Below a tool: its structured data, how it works, its questions and the related tools. */
export function ToolInfo({ tool }: { tool: ToolDefinition }) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(tool) }} />
      <Info>
        <ToolAbout howItWorks={tool.howItWorks} faq={tool.faq} />
        {tool.related.length > 0 && (
          <section aria-labelledby="related">
            <h2 id="related">Related tools</h2>
            <ul>
              {tool.related.map((slug) => {
                const other = toolBySlug.get(slug);
                return other ? (
                  <li key={slug}>
                    <Link to={`/tools/${slug}`}>{other.name}</Link> — {other.promise}
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        )}
      </Info>
    </>
  );
}

const Info = styled.div`
  display: grid;
  gap: 24px;
  max-width: 880px;
  margin-top: 40px;
`;
