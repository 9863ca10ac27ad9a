import { type PopupProps, RetryView, Skeleton } from '@inkpress/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import { useResource } from '../common/useResource';

/** The templates library popup: every template, one click to start it. */
export function TemplatesLibraryPopup({ close }: PopupProps) {
  const api = useEditorApi();
  const templates = useResource((signal) => api.templates.list(signal), [api]);
  if (templates.status === 'failure') return <RetryView onRetry={templates.reload} />;
  if (!templates.data) return <Skeleton lines={6} />;
  return (
    <List>
      {templates.data.map((template) => (
        <li key={template.id}>
          <Item to={`/dashboard/templates/${encodeURIComponent(template.id)}`} onClick={close}>
            <strong>{template.name}</strong>
            <span>{template.description}</span>
          </Item>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  span {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;
