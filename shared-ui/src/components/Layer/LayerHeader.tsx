import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../../icons';
import { IconButton } from '../IconButton';

export interface LayerHeaderProps {
  /** The id the dialog's `aria-labelledby` points to. */
  titleId: string;
  /** The dialog's title. */
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Called by the close button. */
  onClose: () => void;
}

/** The title row of a modal surface (ModalFrame, Drawer): a heading and a labelled close button. */
export function LayerHeader({ titleId, title, closeLabel, onClose }: LayerHeaderProps) {
  return (
    <Header>
      <Title id={titleId}>{title}</Title>
      <IconButton label={closeLabel} icon={<CloseIcon />} onClick={onClose} size="sm" />
    </Header>
  );
}

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]} ${theme.space[3]}`};
`;

const Title = styled.h2`
  padding-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;
