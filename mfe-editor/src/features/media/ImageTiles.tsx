import type { MediaFileView } from '@inkpress/shared-core';
import { Badge, Button } from '@inkpress/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { downloadUrl } from './mediaApi';

export interface ImageTilesProps {
  /** The images, each shown with its prompt, size and who drew it. */
  files: readonly MediaFileView[];
  /** The buttons under one image. */
  actions?: (file: MediaFileView) => ReactNode;
  /** Shown for an image (the chosen one) as selected. */
  selectedId?: string | null;
  /** Accessible name of the list. */
  label: string;
}

/** A grid of stored images with their details, a download link and the caller's actions. */
export function ImageTiles({ files, actions, selectedId, label }: ImageTilesProps) {
  return (
    <Grid aria-label={label}>
      {files.map((file) => (
        <Tile key={file.id} data-testid="media-tile" $selected={file.id === selectedId}>
          <Thumb
            src={file.url}
            alt={file.prompt ?? file.name}
            loading="lazy"
            width={file.width ?? undefined}
            height={file.height ?? undefined}
          />
          <Details>
            <Prompt title={file.prompt ?? file.name}>{file.prompt ?? file.name}</Prompt>
            <Meta>
              {file.width && file.height ? `${file.width}×${file.height}` : file.size}
              {file.label && (
                <Badge tone={file.label === 'offline image' ? 'warning' : 'neutral'} size="sm">
                  {file.label}
                </Badge>
              )}
            </Meta>
            <Actions>
              <Button as="a" href={downloadUrl(file)} download={file.name} size="sm" variant="ghost">
                Download
              </Button>
              {actions?.(file)}
            </Actions>
          </Details>
        </Tile>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li<{ $selected: boolean }>`
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  border: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.tones.brand.border : theme.colors.border.default)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;

const Thumb = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background.subtle};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
`;

const Prompt = styled.p`
  margin: 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;
