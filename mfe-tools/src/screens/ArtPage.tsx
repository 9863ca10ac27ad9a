import { Badge, Button, ImagePromptFields, imageSizeLabel, PageFrame, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ArtStore } from '../free/ArtStore';
import { FreeQuota } from '../free/FreeQuota';
import { createFreeApi } from '../free/freeApi';

/** /art: the public AI image generator (issue 16). */
const ArtPage = observer(function ArtPage() {
  const shell = useShell();
  const signedIn = Boolean(shell.session.user);
  const [store] = useState(() => new ArtStore(createFreeApi(shell.api), signedIn));
  useEffect(() => {
    const controller = new AbortController();
    void store.loadQuota(controller.signal);
    return () => controller.abort();
  }, [store]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.generate();
  };

  return (
    <PageFrame area="Free tools" title="AI Art Generator" lead="Create images from a description, free.">
      <Layout>
        <Form onSubmit={submit} aria-label="Generate an image">
          <ImagePromptFields
            promptLabel="Describe the image"
            prompt={store.prompt}
            size={store.size}
            style={store.style}
            onChange={(patch) => store.setForm(patch)}
          />
          <Footer>
            <Button type="submit" loading={store.busy} disabled={!store.canGenerate}>
              Generate image
            </Button>
            <FreeQuota
              store={store}
              path="/art"
              signedInText="Each image uses one AI image credit of your plan and is kept in your gallery."
            />
          </Footer>
          <Hint>
            Without an AI key the built-in offline drawer makes a picture from your prompt’s words, labelled
            “offline image”.
          </Hint>
        </Form>
        {store.images.length > 0 && (
          <section aria-labelledby="art-results">
            <h2 id="art-results">Your images</h2>
            <Grid>
              {store.images.map((image, i) => (
                <Tile key={`${store.images.length - i}`} data-testid="art-image">
                  <img src={image.src} alt={image.prompt} width={image.width} height={image.height} />
                  <figcaption>
                    <span>{image.prompt}</span>
                    <Meta>
                      <Badge size="sm" tone={image.label === 'offline image' ? 'warning' : 'neutral'}>
                        {image.label}
                      </Badge>
                      <span>{imageSizeLabel(image.size)}</span>
                      <Button
                        as="a"
                        size="sm"
                        variant="secondary"
                        href={image.download}
                        download={image.fileName}
                      >
                        Download
                      </Button>
                    </Meta>
                  </figcaption>
                </Tile>
              ))}
            </Grid>
          </section>
        )}
      </Layout>
    </PageFrame>
  );
});
export default ArtPage;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 960px;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Tile = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figcaption {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
