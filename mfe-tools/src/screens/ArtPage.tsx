import { type ArtSampleView, imageStyleLabels } from '@inkpress/shared-core';
import {
  Badge,
  Button,
  ImagePromptFields,
  imageSizeLabel,
  PageFrame,
  RetryView,
  Skeleton,
  useShell,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ArtStore } from '../free/ArtStore';
import { FreeQuota } from '../free/FreeQuota';
import { createFreeApi } from '../free/freeApi';

/**
 * /art: the public AI image generator (issue 16): the try-it box (a
 * visitor's daily quota, or the plan's AI images when signed in) and a public
 * gallery of sample images — fixed prompts drawn by the offline drawer — each
 * with "Try this prompt", which fills the box.
 */
const ArtPage = observer(function ArtPage() {
  const shell = useShell();
  const signedIn = Boolean(shell.session.user);
  const [store] = useState(() => new ArtStore(createFreeApi(shell.api), signedIn));
  useEffect(() => {
    const controller = new AbortController();
    void store.loadQuota(controller.signal);
    void store.loadSamples(controller.signal);
    return () => controller.abort();
  }, [store]);
  const formRef = useRef<HTMLFormElement>(null);

  const tryPrompt = (sample: ArtSampleView) => {
    store.tryPrompt(sample);
    const form = formRef.current;
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form?.querySelector('textarea')?.focus({ preventScroll: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.generate();
  };

  return (
    <PageFrame area="Free tools" title="AI Art Generator" lead="Create images from a description, free.">
      <Layout>
        <TryIt>
          <Form ref={formRef} onSubmit={submit} aria-label="Generate an image">
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
        </TryIt>
        <Samples aria-labelledby="art-samples">
          <h2 id="art-samples">Sample gallery</h2>
          <Hint>
            Pictures the built-in offline drawer made from these prompts. Pick one to start from: “Try this
            prompt” puts its prompt, size and style in the try-it box.
          </Hint>
          {store.samplesFailed ? (
            <RetryView
              headingLevel={3}
              text="The sample gallery did not load."
              onRetry={() => void store.loadSamples()}
            />
          ) : store.samples === null ? (
            <Skeleton height={220} />
          ) : (
            <SampleGrid aria-label="Sample images">
              {store.samples.map((sample) => (
                <li key={sample.id} data-testid="art-sample">
                  <Tile as="figure">
                    <Frame>
                      <img
                        src={sample.url}
                        alt={sample.prompt}
                        width={sample.width}
                        height={sample.height}
                        loading="lazy"
                      />
                    </Frame>
                    <figcaption>
                      <span>{sample.prompt}</span>
                      <Meta>
                        <Badge size="sm" tone="warning">
                          {sample.label}
                        </Badge>
                        <span>
                          {imageSizeLabel(sample.size)} · {imageStyleLabels[sample.style]}
                        </span>
                      </Meta>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => tryPrompt(sample)}
                        aria-label={`Try this prompt: ${sample.prompt}`}
                      >
                        Try this prompt
                      </Button>
                    </figcaption>
                  </Tile>
                </li>
              ))}
            </SampleGrid>
          )}
        </Samples>
      </Layout>
    </PageFrame>
  );
});
export default ArtPage;

/** The try-it box and its results, and beside them (below, on narrow screens) the sample gallery. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const TryIt = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
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

const Samples = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
  }
`;

const SampleGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
  }
`;

/** The samples come in three shapes: each shown whole, centred in a square frame, so the grid's rows line up. */
const Frame = styled.div`
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.subtle};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
