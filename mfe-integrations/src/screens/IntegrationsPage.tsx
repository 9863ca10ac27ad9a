import { PageFrame } from '@inkpress/shared-ui';
import styled from 'styled-components';

const platforms = [
  {
    type: 'api',
    name: 'Inkpress API',
    text: 'Receive articles on any site through our API. Always available.',
  },
  { type: 'wordpress', name: 'WordPress', text: 'Publish with categories, tags, authors and schedules.' },
  { type: 'shopify', name: 'Shopify', text: 'Post to your store’s blog.' },
  { type: 'webflow', name: 'Webflow', text: 'Publish into a CMS collection.' },
  { type: 'ghost', name: 'Ghost', text: 'Publish to your Ghost blog.' },
  { type: 'medium', name: 'Medium', text: 'Publish to your Medium profile.' },
];

/** The website integrations of the signed-in user; the built-in API entry always first. */
export default function IntegrationsPage() {
  return (
    <PageFrame
      area="Integrations"
      title="Integrations"
      lead="Connect your websites once, then publish any article to them in one click."
    >
      <List>
        {platforms.map((p) => (
          <li key={p.type} data-type={p.type}>
            <strong>{p.name}</strong>
            <span>{p.text}</span>
          </li>
        ))}
      </List>
    </PageFrame>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  li {
    display: grid;
    gap: 6px;
    padding: 20px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  span {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;
