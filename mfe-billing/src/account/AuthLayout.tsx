import { CheckIcon, focusVisibleRing } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export interface AuthLayoutProps {
  /** The page's only h1, e.g. "Log in". */
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** The form or the message. */
  children: ReactNode;
  /** Links under the card ("New to Inkpress? Create an account"). */
  footer?: ReactNode;
}

const points = [
  'Start free with 5,000 words',
  'SEO articles in your own brand voice',
  'Publish to WordPress, Shopify, Ghost, Webflow and Medium',
];

/**
 * The frame of the account screens shown without header or footer (layout
 * 'bare', whose <main> it fills): a brand panel beside the card from 992px,
 * the card alone with the logo above it on smaller screens.
 */
export function AuthLayout({ title, lead, children, footer }: AuthLayoutProps) {
  return (
    <Page>
      <Brand aria-label="Why Inkpress">
        <BrandInner>
          <BrandMark to="/" aria-label="Inkpress home">
            Ink<span>press</span>
          </BrandMark>
          <Pitch>Write articles that rank, in your own voice.</Pitch>
          <Points>
            {points.map((point) => (
              <li key={point}>
                <CheckIcon />
                {point}
              </li>
            ))}
          </Points>
        </BrandInner>
      </Brand>
      <Main>
        <Column>
          <Logo to="/" aria-label="Inkpress home">
            Ink<span>press</span>
          </Logo>
          <CardSurface>
            <Heading>
              <h1>{title}</h1>
              {lead && <Lead>{lead}</Lead>}
            </Heading>
            {children}
          </CardSurface>
          {footer && <Footer>{footer}</Footer>}
          <Legal aria-label="Legal">
            <Link to="/terms">Terms</Link>
            <span aria-hidden="true">·</span>
            <Link to="/privacy">Privacy</Link>
            <span aria-hidden="true">·</span>
            <Link to="/contact-us">Help</Link>
          </Legal>
        </Column>
      </Main>
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.background.canvas};

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(380px, 5fr) 7fr;
  }
`;

const Brand = styled.aside`
  display: none;
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandGradient};
  color: ${({ theme }) => theme.colors.text.inverse};

  &::after {
    content: '';
    position: absolute;
    right: -120px;
    bottom: -120px;
    width: 360px;
    height: 360px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.08);
  }

  ${({ theme }) => theme.media.up('lg')} {
    display: flex;
  }
`;

const BrandInner = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 440px;
  margin: auto;
  padding: ${({ theme }) => theme.space[12]};
`;

const Pitch = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.md};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
  }

  svg {
    flex-shrink: 0;
    width: 22px;
    height: 22px;
    margin-top: 1px;
    padding: 4px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.2);
    stroke-width: 3;
  }
`;

/* A div: the shell's bare layout is the page's <main> already. */
const Main = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.up('md')} {
    align-items: center;
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[8]}`};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 440px;
`;

const wordmark = css`
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: -0.02em;
`;

const BrandMark = styled(Link)`
  ${wordmark}
  align-self: flex-start;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text.inverse};
  text-decoration: none;

  span {
    color: rgba(255, 255, 255, 0.75);
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.text.inverse}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

const Logo = styled(Link)`
  ${wordmark}
  align-self: flex-start;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;

  span {
    color: ${({ theme }) => theme.colors.tones.brand.solid};
  }

  ${focusVisibleRing}

  /* Beside the brand panel, its wordmark leads home instead. */
  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`;

const CardSurface = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.up('sm')} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  h1 {
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    letter-spacing: -0.01em;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Footer = styled.div`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const Legal = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};

  a {
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    ${focusVisibleRing}
  }
`;
