import type { ToolFaq } from '@inkpress/shared-core/tools';
import styled from 'styled-components';

interface Props {
  /** The tool's steps, in order (the catalogue's howItWorks). */
  howItWorks: readonly string[];
  faq: readonly ToolFaq[];
}

/**
 * A tool page's "How it works" and "Questions" sections, from the tool's
 * catalogue entry: the same on the free tool pages and on the tools that
 * have a screen of their own (video to blog, page booster).
 */
export function ToolAbout({ howItWorks, faq }: Props) {
  return (
    <About>
      {howItWorks.length > 0 && (
        <section aria-labelledby="tool-how">
          <h2 id="tool-how">How it works</h2>
          <ol>
            {howItWorks.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      {faq.length > 0 && (
        <section aria-labelledby="tool-faq">
          <h2 id="tool-faq">Questions</h2>
          <dl>
            {faq.map((f) => (
              <div key={f.question}>
                <dt>{f.question}</dt>
                <dd>{f.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </About>
  );
}

const About = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    margin-top: ${({ theme }) => theme.space[3]};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
`;
