import { type PopupProps, RetryView, Skeleton } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import { TemplatesStore } from '../templates/TemplatesStore';

/** The templates library popup: every template, one click to start it (TemplatesStore). */
export const TemplatesLibraryPopup = observer(function TemplatesLibraryPopup({ close }: PopupProps) {
  const api = useEditorApi();
  const [templates] = useState(() => new TemplatesStore(api.templates));
  useEffect(() => {
    const controller = new AbortController();
    void templates.load(controller.signal);
    return () => controller.abort();
  }, [templates]);
  if (templates.status === 'failure') return <RetryView onRetry={() => void templates.load()} />;
  if (!templates.hasList) return <Skeleton lines={6} />;
  return (
    <List>
      {templates.templates.map((template) => (
        <li key={template.id}>
          <Item to={`/dashboard/templates/${encodeURIComponent(template.id)}`} onClick={close}>
            <strong>{template.name}</strong>
            <span>{template.description}</span>
          </Item>
        </li>
      ))}
    </List>
  );
});

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
