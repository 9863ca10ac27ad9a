import {
  type ImageSize,
  type ImageStyle,
  imageSizes,
  imageStyleLabels,
  imageStyles,
} from '@inkpress/shared-core';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Select } from '../Select';
import { Textarea } from '../Textarea';

export interface ImagePromptValues {
  prompt: string;
  size: ImageSize;
  style: ImageStyle;
}

export interface ImagePromptFieldsProps extends ImagePromptValues {
  /** The prompt field's label ("Prompt", "Describe the image"). */
  promptLabel: string;
  onChange: (patch: Partial<ImagePromptValues>) => void;
  /** More fields in the size and style row (e.g. how many images). */
  children?: ReactNode;
}

/** "1024x1024" → "1024 × 1024". */
export const imageSizeLabel = (size: string) => size.replace('x', ' × ');

const sizeOptions = imageSizes.map((s) => ({ value: s, label: imageSizeLabel(s) }));
const styleOptions = imageStyles.map((s) => ({ value: s, label: imageStyleLabels[s] }));

/**
 * The fields of an image generation form (the dashboard's media generator,
 * the free /art page): the prompt, then size and style side by side.
 */
export function ImagePromptFields({
  promptLabel,
  prompt,
  size,
  style,
  onChange,
  children,
}: ImagePromptFieldsProps) {
  return (
    <>
      <Textarea
        label={promptLabel}
        value={prompt}
        maxLength={1000}
        rows={3}
        placeholder="e.g. A lighthouse on a rocky coast at sunset"
        onChange={(e) => onChange({ prompt: e.target.value })}
      />
      <Row>
        <Select
          label="Size"
          value={size}
          options={sizeOptions}
          onChange={(e) => onChange({ size: e.target.value as ImageSize })}
        />
        <Select
          label="Style"
          value={style}
          options={styleOptions}
          onChange={(e) => onChange({ style: e.target.value as ImageStyle })}
        />
        {children}
      </Row>
    </>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
