import { PageFrame } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const starts = [
  {
    to: '/dashboard/templates',
    title: 'Start from a template',
    text: 'Blog post, listicle, how-to, review or comparison.',
  },
  {
    to: '/dashboard/bulk-generate',
    title: 'Bulk generate',
    text: 'A list of keywords in, a folder of articles out.',
  },
  { to: '/dashboard/chat', title: 'Chat with AI', text: 'Ask about your documents and files.' },
  { to: '/dashboard/brand-voice', title: 'Set your brand voice', text: 'Make every article sound like you.' },
];

/** The dashboard home: where a signed-in writer starts. */
export default function DashboardHome() {
  return (
    <PageFrame area="Dashboard" title="Welcome back" lead="Pick up a recent document or start something new.">
      <Grid>
        {starts.map((s) => (
          <Tile key={s.to} to={s.to}>
            <strong>{s.title}</strong>
            <span>{s.text}</span>
          </Tile>
        ))}
      </Grid>
      <h2>Recent documents</h2>
      <Empty>
        No documents yet. <Link to="/dashboard/templates">Start from a template</Link>.
      </Empty>
    </PageFrame>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  margin-bottom: 40px;
`;

const Tile = styled(Link)`
  display: grid;
  gap: 6px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  background: #fff;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text.primary};
  span {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;

const Empty = styled.p`
  padding: 32px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
