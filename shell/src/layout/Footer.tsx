import { newTabAttributes } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Brand } from './Brand';
import { FacebookIcon, LinkedInIcon, XLogoIcon, YouTubeIcon } from './icons';
import { footerColumns, policyLinks, socialLinks } from './navigation';

const socialIcons: Record<string, ReactNode> = {
  X: <XLogoIcon />,
  in: <LinkedInIcon />,
  YT: <YouTubeIcon />,
  f: <FacebookIcon />,
};

/**
 * The marketing footer (public pages only, SPEC §2): four link columns
 * (Product, Resources, Company, Integrations), the affiliate programme with
 * its 30% commission, social links and every policy page.
 */
export function Footer() {
  return (
    <Wrapper>
      <Top>
        <About>
          <BrandOnDark>
            <Brand />
          </BrandOnDark>
          <p>
            Write, improve and publish SEO articles with AI — for bloggers, marketers, agencies and teams.
          </p>
          <Affiliate>
            <strong>Earn 30% commission</strong>
            <span>Recommend Inkpress and earn 30% of every payment your referrals make.</span>
            <Link to="/affiliate">Join the affiliate programme</Link>
          </Affiliate>
        </About>
        <Columns>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
              <h2 id={`footer-${column.title.toLowerCase()}`}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Columns>
      </Top>
      <Bottom>
        <Legal aria-label="Policies">
          <ul>
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </Legal>
        <Meta>
          <Social aria-label="Social media">
            {socialLinks.map((link) => (
              <a
                key={link.href}
                href={link.href}
                aria-label={`${link.label} (opens in a new tab)`}
                {...newTabAttributes}
              >
                {socialIcons[link.short]}
              </a>
            ))}
          </Social>
          <small>© {new Date().getFullYear()} Inkpress. All rights reserved.</small>
        </Meta>
      </Bottom>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.background.inverse};
  color: #cbd5e1;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]} ${theme.space[8]}`};
  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[6]} ${theme.space[8]}`};
  }
  a {
    color: #cbd5e1;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid #a5b4fc;
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const Top = styled.div`
  max-width: 1320px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(260px, 1fr) 2.4fr;
  }
`;

const About = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 420px;
  p {
    color: #94a3b8;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const BrandOnDark = styled.div`
  a,
  a:hover {
    color: #fff;
    text-decoration: none;
  }
  a span {
    color: #a5b4fc;
  }
`;

const Affiliate = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid #334155;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(99, 102, 241, 0.12);
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  strong {
    color: #fff;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
  span {
    color: #94a3b8;
  }
  && a {
    color: #c7d2fe;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: #94a3b8;
  }
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const Bottom = styled.div`
  max-width: 1320px;
  margin: ${({ theme }) => theme.space[12]} auto 0;
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid #334155;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Legal = styled.nav`
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  small {
    color: #94a3b8;
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
`;

const Social = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  a {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border: 1px solid #334155;
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: 18px;
  }
  a:hover {
    border-color: #94a3b8;
  }
`;
