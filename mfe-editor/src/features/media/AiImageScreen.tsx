import type { MediaFileView } from '@inkpress/shared-core';
import {
  Button,
  EmptyState,
  PageFrame,
  RetryView,
  Skeleton,
  Tabs,
  useShell,
  useToast,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorHandler } from '../common/errors';
import { GenerateForm } from './GenerateForm';
import { ImageTiles } from './ImageTiles';
import { MediaStore } from './MediaStore';
import { createMediaApi } from './mediaApi';
import { RestorerPanel } from './RestorerPanel';
import { UseAsFeatureDialog } from './UseAsFeatureDialog';

/**
 * /dashboard/ai-image (tab=restorer): generate images from a prompt, the
 * team's gallery (download, variation, delete, use as a document's feature
 * image), and the image restorer.
 */
const AiImageScreen = observer(function AiImageScreen() {
  const { api } = useShell();
  const editorApi = useEditorApi();
  const mediaApi = useMemo(() => createMediaApi(api), [api]);
  const [media] = useState(() => new MediaStore(mediaApi));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'restorer' ? 'restorer' : 'generate';
  const toast = useToast();
  const handleError = useErrorHandler();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<MediaFileView | null>(null);
  const [busy, setBusy] = useState(false);
  const [using, setUsing] = useState<MediaFileView | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void media.load(controller.signal);
    return () => controller.abort();
  }, [media]);

  const generate = async () => {
    try {
      const images = await media.generate();
      toast.success(
        `${images.length === 1 ? 'Your image is' : `${images.length} images are`} in the gallery.`,
        {
          title: 'Image generated',
        },
      );
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  const vary = async (file: MediaFileView) => {
    try {
      await media.vary(file);
      toast.success('A variation is in the gallery.', { title: 'Variation made' });
    } catch (error) {
      toast.danger(handleError(error));
    }
  };

  const remove = async (file: MediaFileView) => {
    setBusy(true);
    try {
      await media.remove(file.id);
      setDeleting(null);
      toast.success('The image was deleted.', { title: 'Image deleted' });
    } catch (error) {
      toast.danger(handleError(error));
    } finally {
      setBusy(false);
    }
  };

  const actions = (file: MediaFileView) => (
    <>
      <Button size="sm" variant="secondary" onClick={() => setUsing(file)}>
        Use as feature image
      </Button>
      <Button size="sm" variant="ghost" onClick={() => void vary(file)} disabled={media.generating}>
        Variation
      </Button>
      <Button size="sm" variant="danger" onClick={() => setDeleting(file)}>
        Delete
      </Button>
    </>
  );

  const gallery = (
    <Section aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">Gallery</h2>
      {media.status === 'failure' && !media.hasList ? (
        <RetryView onRetry={() => void media.load()} />
      ) : !media.hasList ? (
        <Skeleton height={160} />
      ) : media.gallery.length === 0 ? (
        <EmptyState
          title="No images yet"
          text="Generate an image above; every image your team makes is kept here."
        />
      ) : (
        <ImageTiles label="Gallery" files={media.gallery} actions={actions} />
      )}
    </Section>
  );

  return (
    <PageFrame
      area="AI Images"
      title="AI Images"
      lead="Generate images for your articles, and restore old ones."
    >
      <Tabs
        label="AI image tools"
        value={tab}
        onValueChange={(id) => setParams(id === 'restorer' ? { tab: 'restorer' } : {}, { replace: true })}
        items={[
          {
            id: 'generate',
            label: 'Generate',
            content: (
              <Column>
                <GenerateForm media={media} onGenerate={() => void generate()} />
                {media.latest.length > 0 && (
                  <Section aria-labelledby="latest-heading">
                    <h2 id="latest-heading">Just made{media.label ? ` · ${media.label}` : ''}</h2>
                    <ImageTiles label="Generated images" files={media.latest} actions={actions} />
                  </Section>
                )}
                {gallery}
              </Column>
            ),
          },
          {
            id: 'restorer',
            label: 'Image restorer',
            content: <RestorerPanel media={media} api={mediaApi} />,
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this image?"
        message="It goes from the gallery. Documents that use it as their feature image lose it."
        confirmLabel="Delete image"
        tone="danger"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <UseAsFeatureDialog
        file={using}
        api={editorApi.collections}
        onClose={() => setUsing(null)}
        onChoose={(path) => navigate(path)}
      />
    </PageFrame>
  );
});
export default AiImageScreen;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;
