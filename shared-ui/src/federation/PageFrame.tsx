import type { ReactNode } from 'react';
import styled from 'styled-components';

interface Props {
  /** The product area, shown above the heading (e.g. "Billing"). */
  area?: string;
  /** The page heading (the page's only h1). */
  title: string;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** Buttons or links at the right of the heading. */
  actions?: ReactNode;
  /**
   * The screen shows what the server-rendered page of its path showed
   * (scripts/lib/prerender.ts): marks it `data-page-ready`, so the app takes
   * over from that page now. Leave it off while content is still loading.
   */
  ready?: boolean;
  children?: ReactNode;
}

/** The frame every remote's screen sits in: an area label, one h1, a lead and the content. */
export function PageFrame({ area, title, lead, actions, ready, children }: Props) {
  return (
    <Wrapper data-area={area} data-page-ready={ready ? '' : undefined}>
      <Head>
        <div>
          {area && <Area>{area}</Area>}
          <h1>{title}</h1>
          {lead && <Lead>{lead}</Lead>}
        </div>
        {actions && <Actions>{actions}</Actions>}
      </Head>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Area = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.tones.brand.fg};
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  max-width: 720px;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
`;
