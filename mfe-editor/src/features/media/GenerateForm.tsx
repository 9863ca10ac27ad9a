import { MAX_IMAGES_PER_CALL } from '@inkpress/shared-core';
import { Button, ImagePromptFields, Select } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { MediaStore } from './MediaStore';

/** The image form of SPEC §2: prompt, size, style, and how many images (each costs one AI image). */
export const GenerateForm = observer(function GenerateForm({
  media,
  onGenerate,
  compact = false,
}: {
  media: MediaStore;
  /** Runs the generation (the caller handles errors and toasts). */
  onGenerate: () => void;
  /** One image only, for the editor's popup. */
  compact?: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (media.canGenerate) onGenerate();
  };
  return (
    <Form onSubmit={submit} aria-label="Generate an image">
      <ImagePromptFields
        promptLabel="Prompt"
        prompt={media.form.prompt}
        size={media.form.size}
        style={media.form.style}
        onChange={(patch) => media.setForm(patch)}
      >
        {!compact && (
          <Select
            label="Images"
            value={String(media.form.count)}
            options={Array.from({ length: MAX_IMAGES_PER_CALL }, (_, i) => ({
              value: String(i + 1),
              label: String(i + 1),
            }))}
            onChange={(e) => media.setForm({ count: Number(e.target.value) })}
          />
        )}
      </ImagePromptFields>
      <Footer>
        <Button type="submit" loading={media.generating} disabled={!media.canGenerate}>
          Generate
        </Button>
        <Hint>
          Each image uses one AI image credit of your plan. Without an AI key the built-in offline drawer
          makes a picture from your prompt’s words, labelled “offline image”.
        </Hint>
      </Footer>
    </Form>
  );
});

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Hint = styled.p`
  flex: 1 1 240px;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
