import { MediaFileView } from '@inkpress/shared-core';
import { Button, useShell, useToast } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PostStore } from '../../stores/PostStore';
import { useErrorHandler } from '../common/errors';
import { applyFeatureImage } from './featureImage';
import { ImageFormPopup } from './ImageFormPopup';
import { createMediaApi } from './mediaApi';

/** The query parameter with which the gallery's "Use as feature image" opens a post. */
export const FEATURE_IMAGE_PARAM = 'featureImage';

/**
 * The editor's feature image button: opens the image form (gallery,
 * generate, upload), and applies an image the gallery sent through
 * `?featureImage={fileId}`. Both apply under SPEC §4's rule.
 */
export const FeatureImageControl = observer(function FeatureImageControl({ post }: { post: PostStore }) {
  const { api } = useShell();
  const mediaApi = useMemo(() => createMediaApi(api), [api]);
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const handleError = useErrorHandler();
  const [params, setParams] = useSearchParams();
  const sent = params.get(FEATURE_IMAGE_PARAM);
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!sent || applied.current === sent) return;
    applied.current = sent;
    const original = post.featureImage?.url ?? null;
    api
      .get(`/api/media/${encodeURIComponent(sent)}`, { schema: MediaFileView })
      .then((file) => {
        if (applyFeatureImage(post, original, file))
          toast.success('The image is this post’s feature image.', { title: 'Feature image set' });
      })
      .catch((error) => toast.danger(handleError(error)))
      .finally(() => {
        const next = new URLSearchParams(params);
        next.delete(FEATURE_IMAGE_PARAM);
        setParams(next, { replace: true });
      });
  }, [sent, api, post, toast, handleError, params, setParams]);

  return (
    <Bar>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="feature-image-button">
        {post.featureImage ? 'Change feature image' : 'Add feature image'}
      </Button>
      {open && <ImageFormPopup target={post} api={mediaApi} onClose={() => setOpen(false)} />}
    </Bar>
  );
});

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
