/**
 * The template flow's feature image (issue 16): the image form popup (SPEC §2)
 * opened from the outline step — choose from the gallery, generate, upload or
 * restore — with the choice shown here and sent with the article, which the
 * API saves with it as its feature image.
 */
import { Button, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ImageFormPopup } from '../media/ImageFormPopup';
import { createMediaApi } from '../media/mediaApi';
import type { TemplateFlowStore } from './TemplateFlowStore';
import { Hint, Legend } from './TemplateLayout';

export const FeatureImageChoice = observer(function FeatureImageChoice({
  flow,
}: {
  flow: TemplateFlowStore;
}) {
  const { api } = useShell();
  const mediaApi = useMemo(() => createMediaApi(api), [api]);
  const [open, setOpen] = useState(false);
  const chosen = flow.featureImage;
  return (
    <fieldset data-testid="flow-feature-image">
      <Legend>Feature image</Legend>
      {chosen ? (
        <Chosen>
          <Thumb src={chosen.url} alt={chosen.alt ?? ''} />
          <div>
            <Hint>
              This image goes on the article{chosen.alt ? `: “${chosen.alt}”` : ''}. It is yours already, so
              the drawn feature image option is off and costs nothing.
            </Hint>
            <Actions>
              <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
                Change image
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={flow.clearFeatureImage}>
                Remove
              </Button>
            </Actions>
          </div>
        </Chosen>
      ) : (
        <>
          <Hint>
            Pick one of your images, generate one from your own prompt, upload or restore one. Or leave it to
            the “Feature image” option below, which draws one from the title.
          </Hint>
          <Actions>
            <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
              Choose an image
            </Button>
          </Actions>
        </>
      )}
      {open && (
        <ImageFormPopup
          target={flow}
          api={mediaApi}
          description="The image readers see first on this article, and when it is shared."
          onChosen={() => undefined}
          onClose={() => setOpen(false)}
        />
      )}
    </fieldset>
  );
});

const Chosen = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 160px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Thumb = styled.img`
  display: block;
  width: 100%;
  max-width: 320px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
