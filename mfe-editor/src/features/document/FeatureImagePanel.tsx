import { Button, Input } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { PostStore } from '../../stores/PostStore';

/**
 * The post's feature image, shown above its text as readers will see it
 * first, with its alt text (what screen readers and search engines read)
 * and a way to remove it.
 */
export const FeatureImagePanel = observer(function FeatureImagePanel({ post }: { post: PostStore }) {
  const image = post.featureImage;
  if (!image) return null;
  return (
    <Figure data-testid="feature-image">
      <img src={image.url} alt={image.alt ?? ''} />
      <figcaption>
        <Input
          label="Feature image alt text"
          value={image.alt ?? ''}
          maxLength={300}
          placeholder="Describe the image for people who cannot see it"
          onChange={(e) => post.editFeatureImage(image.url, { ...image, alt: e.target.value })}
        />
        <Button variant="ghost" size="sm" onClick={() => post.editFeatureImage(image.url, null)}>
          Remove image
        </Button>
      </figcaption>
    </Figure>
  );
});

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  img {
    display: block;
    width: 100%;
    max-height: 320px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space[3]};
    > :first-child {
      flex: 1 1 260px;
    }
  }
`;
