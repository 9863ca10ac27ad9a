/** The citation: in-text and reference entry, with copy and BibTeX/RIS downloads. */
import type { CitationResult } from '@inkpress/shared-core/tools';
import { Button } from '@inkpress/shared-ui';
import styled from 'styled-components';
import { downloadText } from '../downloadText';
import { Row, Section } from '../resultLayout';

export function Citation({ result }: { result: CitationResult }) {
  return (
    <Section aria-label="Citation">
      <h3>In-text citation</h3>
      <Quote>{result.inText}</Quote>
      <h3>Reference entry</h3>
      <Quote>{result.reference}</Quote>
      <Row>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void navigator.clipboard.writeText(result.reference)}
        >
          Copy reference
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => downloadText('citation.bib', result.bibtex, 'application/x-bibtex')}
        >
          Download BibTeX (.bib)
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => downloadText('citation.ris', result.ris, 'application/x-research-info-systems')}
        >
          Download RIS (.ris)
        </Button>
      </Row>
    </Section>
  );
}

const Quote = styled.div`
  padding: 10px 12px;
  background: #f8fafc;
  border-radius: ${({ theme }) => theme.radii.md};
`;
