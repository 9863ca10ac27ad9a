import type { MediaFileView } from '@inkpress/shared-core';
import { BeforeAfter, Button, Checkbox, Select, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useErrorHandler } from '../common/errors';
import { ImageTiles } from './ImageTiles';
import type { MediaStore } from './MediaStore';
import { downloadUrl, type MediaApi } from './mediaApi';

/**
 * The image restorer tab: upload an image (or choose one of the team's),
 * enlarge it ×2 or ×4 with noise, colour cast and contrast fixed and detail
 * sharpened, then compare before and after and download it. Each restore
 * uses one image restore of the plan.
 */
export const RestorerPanel = observer(function RestorerPanel({
  media,
  api,
}: {
  media: MediaStore;
  api: MediaApi;
}) {
  const toast = useToast();
  const handleError = useErrorHandler();
  const [uploads, setUploads] = useState<MediaFileView[]>([]);
  const [source, setSource] = useState<MediaFileView | null>(null);
  const [scale, setScale] = useState<2 | 4>(2);
  const [faceSafe, setFaceSafe] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.uploads(controller.signal).then(setUploads, () => undefined);
    return () => controller.abort();
  }, [api]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const stored = await media.upload(file);
      setUploads((list) => [stored, ...list]);
      setSource(stored);
    } catch (error) {
      toast.danger(handleError(error), { title: 'Upload refused' });
    }
  };

  const restore = async () => {
    if (!source) return;
    try {
      await media.restore(source, scale, faceSafe);
      toast.success('Your image is restored and saved in the gallery.', { title: 'Image restored' });
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  const choices = [...uploads, ...media.gallery.filter((f) => f.kind !== 'restored')];
  const result = media.restored;
  return (
    <Panel>
      <Step>
        <h2>1. Choose an image</h2>
        <UploadLabel>
          <span>Upload a photo (PNG, JPEG, WebP or GIF)</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            data-testid="restorer-upload"
            disabled={media.uploading}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </UploadLabel>
        {choices.length > 0 && (
          <ImageTiles
            label="Images to restore"
            files={choices.slice(0, 12)}
            selectedId={source?.id ?? null}
            actions={(file) => (
              <Button
                size="sm"
                variant={file.id === source?.id ? 'primary' : 'secondary'}
                onClick={() => setSource(file)}
              >
                {file.id === source?.id ? 'Chosen' : 'Choose'}
              </Button>
            )}
          />
        )}
      </Step>
      <Step>
        <h2>2. Restore</h2>
        <Options>
          <Select
            label="Enlarge"
            value={String(scale)}
            options={[
              { value: '2', label: '×2' },
              { value: '4', label: '×4' },
            ]}
            onChange={(e) => setScale(e.target.value === '4' ? 4 : 2)}
          />
          <Checkbox
            label="Face-safe"
            hint="Gentler sharpening, no smoothing: for portraits."
            checked={faceSafe}
            onChange={(e) => setFaceSafe(e.target.checked)}
          />
          <Button onClick={() => void restore()} loading={media.restoring} disabled={!source}>
            Restore image
          </Button>
        </Options>
        {!source && <Note>Upload or choose an image first.</Note>}
      </Step>
      {result && (
        <Step data-testid="restore-result">
          <h2>3. Compare and download</h2>
          <BeforeAfter before={result.source.url} after={result.image.url} alt={result.source.name} />
          <Note>
            {result.source.width}×{result.source.height} → {result.image.width}×{result.image.height} px ·
            sharpness {result.metrics.sharpnessBefore} → {result.metrics.sharpnessAfter} (variance of the
            Laplacian, at the new size)
          </Note>
          <div>
            <Button as="a" href={downloadUrl(result.image)} download={result.image.name}>
              Download restored image
            </Button>
          </div>
        </Step>
      )}
    </Panel>
  );
});

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const Step = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const UploadLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 480px;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  input {
    max-width: 100%;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
  > :first-child {
    width: 120px;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
