import { Link } from 'react-router-dom';
import styled from 'styled-components';

const columns = [
  {
    title: 'Product',
    links: [
      ['/ai-article-writer', 'AI Article Writer'],
      ['/bulk-content-creation', 'Bulk Content Generator'],
      ['/autoblogging', 'Autoblogging'],
      ['/brand-voice', 'Brand Voice'],
      ['/pricing', 'Pricing'],
    ],
  },
  {
    title: 'Resources',
    links: [
      ['/tools', 'Free Tools'],
      ['/blog', 'Blog'],
      ['/guides', 'Guides'],
      ['/docs', 'Docs'],
      ['/templates', 'Templates'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['/about', 'About'],
      ['/team', 'Team'],
      ['/contact-us', 'Contact'],
      ['/affiliate', 'Affiliate programme'],
      ['/security', 'Security'],
    ],
  },
  {
    title: 'Integrations',
    links: [
      ['/wordpress', 'WordPress'],
      ['/shopify', 'Shopify'],
      ['/webflow', 'Webflow'],
      ['/ghost', 'Ghost'],
      ['/medium', 'Medium'],
      ['/custom-api', 'Custom API'],
    ],
  },
];

/** The marketing footer (public pages only). */
export function Footer() {
  return (
    <Wrapper>
      <Columns>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to!}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Columns>
      <Bottom>
        <span>© {new Date().getFullYear()} Inkpress</span>
        <span>
          <Link to="/affiliate">Join our affiliate programme: 30% commission</Link>
        </span>
        <span>
          <Link to="/privacy">Privacy</Link> · <Link to="/terms">Terms</Link> ·{' '}
          <Link to="/cookie">Cookies</Link>
        </span>
      </Bottom>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.background.inverse};
  color: ${({ theme }) => theme.colors.text.inverse};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[6]};
  a {
    color: #cbd5e1;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
  }
`;

const Columns = styled.div`
  max-width: 1320px;
  margin: 0 auto;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: #94a3b8;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Bottom = styled.div`
  max-width: 1320px;
  margin: ${({ theme }) => theme.space[10]} auto 0;
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid #334155;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: #94a3b8;
`;
