import type { MediaFileView } from '@inkpress/shared-core';
import { Button, ModalFrame, RetryView, Skeleton, Tabs, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useErrorHandler } from '../common/errors';
import { applyFeatureImage, type FeatureImageTarget } from './featureImage';
import { GenerateForm } from './GenerateForm';
import { ImageTiles } from './ImageTiles';
import { MediaStore } from './MediaStore';
import type { MediaApi } from './mediaApi';

/**
 * The image form popup (SPEC §2) for a feature image — a post's in the
 * editor, or the template flow's article-to-be: choose from the gallery,
 * generate (prompt, size, style), upload, or restore one (×2, sharper and
 * cleaner, charged one image restore). The feature image as the popup
 * opened is remembered: choosing applies only if it is still the same
 * (SPEC §4), so a stale popup never overwrites a newer choice.
 */
export const ImageFormPopup = observer(function ImageFormPopup({
  target,
  api,
  onClose,
  description = 'The image readers see first, on the post and when it is shared.',
  onChosen,
}: {
  target: FeatureImageTarget;
  description?: string;
  /** After an image was applied (the editor says to save; the flow shows it). */
  onChosen?: () => void;
  api: MediaApi;
  onClose: () => void;
}) {
  const [media] = useState(() => new MediaStore(api));
  const [original] = useState(() => target.featureImage?.url ?? null);
  const [tab, setTab] = useState('gallery');
  const [uploads, setUploads] = useState<MediaFileView[]>([]);
  const toast = useToast();
  const handleError = useErrorHandler();

  useEffect(() => {
    const controller = new AbortController();
    void media.load(controller.signal);
    api.uploads(controller.signal).then(setUploads, () => undefined);
    return () => controller.abort();
  }, [media, api]);

  const choose = (file: MediaFileView) => {
    if (applyFeatureImage(target, original, file)) {
      if (onChosen) onChosen();
      else toast.success('Save the document to keep it.', { title: 'Feature image set' });
      onClose();
    } else {
      toast.warning(
        'The feature image changed while this was open; nothing was replaced. Open the image form again.',
        {
          title: 'Feature image changed',
        },
      );
      onClose();
    }
  };

  const generate = async () => {
    try {
      await media.generate();
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const stored = await media.upload(file);
      setUploads((list) => [stored, ...list]);
    } catch (error) {
      toast.danger(handleError(error), { title: 'Upload refused' });
    }
  };

  const restore = async (file: MediaFileView) => {
    try {
      await media.restore(file, 2);
    } catch (error) {
      toast.danger(handleError(error), { title: 'Not restored' });
    }
  };

  const use = (file: MediaFileView) => (
    <Button size="sm" onClick={() => choose(file)}>
      Use this image
    </Button>
  );

  const all = [...media.gallery, ...uploads];
  return (
    <ModalFrame open onClose={onClose} size="xl" title="Feature image" description={description}>
      {/* The popup's own forms submit here: opened from inside another form (the template flow's
          outline step), a submit would otherwise bubble through the portal and send that form too. */}
      <SubmitBoundary onSubmit={(e) => e.stopPropagation()}>
        <Tabs
          label="Where the image comes from"
          value={tab}
          onValueChange={setTab}
          items={[
            {
              id: 'gallery',
              label: 'Gallery',
              content:
                media.status === 'failure' && !media.hasList ? (
                  <RetryView onRetry={() => void media.load()} />
                ) : !media.hasList ? (
                  <Skeleton height={140} />
                ) : all.length === 0 ? (
                  <p>No images yet: generate one or upload one.</p>
                ) : (
                  <ImageTiles label="Your images" files={all} actions={use} />
                ),
            },
            {
              id: 'generate',
              label: 'Generate',
              content: (
                <Stack>
                  <GenerateForm media={media} compact onGenerate={() => void generate()} />
                  {media.latest.length > 0 && (
                    <ImageTiles label="Generated images" files={media.latest} actions={use} />
                  )}
                </Stack>
              ),
            },
            {
              id: 'upload',
              label: 'Upload',
              content: (
                <Stack>
                  <label>
                    Upload an image (PNG, JPEG, WebP or GIF){' '}
                    <input
                      type="file"
                      accept="image/png,image/jpeg,image/webp,image/gif"
                      disabled={media.uploading}
                      onChange={(e) => {
                        void upload(e.target.files?.[0]);
                        e.target.value = '';
                      }}
                    />
                  </label>
                  {uploads.length > 0 && (
                    <ImageTiles label="Your uploads" files={uploads.slice(0, 8)} actions={use} />
                  )}
                </Stack>
              ),
            },
            {
              id: 'restore',
              label: 'Restore',
              content: (
                <Stack>
                  <p>
                    Enlarges an image ×2, removes noise, sharpens it and fixes its contrast and colour cast
                    (one image restore).
                  </p>
                  {media.restored && (
                    <ImageTiles label="Restored image" files={[media.restored.image]} actions={use} />
                  )}
                  {all.length === 0 ? (
                    <p>No images to restore yet: upload one first.</p>
                  ) : (
                    <ImageTiles
                      label="Images to restore"
                      files={all.filter((f) => f.kind !== 'restored').slice(0, 12)}
                      actions={(file) => (
                        <Button
                          size="sm"
                          variant="secondary"
                          loading={media.restoring}
                          disabled={media.restoring}
                          onClick={() => void restore(file)}
                        >
                          Restore ×2
                        </Button>
                      )}
                    />
                  )}
                </Stack>
              ),
            },
          ]}
        />
      </SubmitBoundary>
    </ModalFrame>
  );
});

/** Also keeps the tabs and tiles within the popup's width on a phone (the tab row scrolls instead). */
const SubmitBoundary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
