import {
  ALT_TEXT_MAX_CHARS,
  BASIC_DESCRIPTION_LABEL,
  type ImageFactsView,
  type ImageToolSlug,
  type OcrLanguage,
} from '@inkpress/shared-core';
import type { ToolDefinition } from '@inkpress/shared-core/tools';
import { Badge, Button, Notice, PageFrame, Select, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { QuotaUsedUp } from '../free/QuotaUsedUp';
import { downloadText } from './downloadText';
import { ImageToolStore, LOW_CONFIDENCE } from './ImageToolStore';
import { ToolInfo } from './ToolInfo';

const RUN_LABEL: Record<ImageToolSlug, string> = {
  'image-to-text-generator': 'Read the text',
  'alt-text-generator': 'Write alt text',
  'image-caption-generator': 'Write a caption',
  'image-description-generator': 'Describe the image',
};

/** What a basic description rests on, shown beside it. */
function Facts({ facts }: { facts: ImageFactsView }) {
  return (
    <FactList aria-label="What was measured">
      <dt>Size</dt>
      <dd>
        {facts.width} × {facts.height} pixels, {facts.orientation}
      </dd>
      <dt>Main colours</dt>
      <dd>
        {facts.greyscale
          ? 'black and white'
          : facts.colours.map((c) => (
              <Swatch key={c.name}>
                <i style={{ background: c.hex }} aria-hidden="true" />
                {c.name} {Math.round(c.share * 100)} %
              </Swatch>
            ))}
      </dd>
      <dt>Lightness</dt>
      <dd>{Math.round(facts.brightness * 100)} %</dd>
      <dt>Faces</dt>
      <dd>
        {facts.faces === null
          ? 'not known (the face detector could not look)'
          : facts.faces === 0
            ? 'none found'
            : facts.faces === 1
              ? 'one'
              : facts.faces}
      </dd>
      <dt>Text read</dt>
      <dd>{facts.text ? `“${facts.text.replace(/\s+/g, ' ')}”` : 'none found'}</dd>
    </FactList>
  );
}

const Answer = observer(function Answer({ store }: { store: ImageToolStore }) {
  const view = store.result;
  if (!view) return null;
  const result = view.result;
  return (
    <Result data-testid="image-tool-result" aria-live="polite">
      <Heading>
        <h2>Result</h2>
        <Badge tone={view.engine === 'basic' ? 'warning' : 'neutral'}>{view.label}</Badge>
        {view.credits > 0 && <small>{view.credits} credits</small>}
      </Heading>
      {view.engine === 'basic' && (
        <p className="note">
          No AI model that sees images is set up, so this {BASIC_DESCRIPTION_LABEL} is built only from what
          our code measured in the picture (below). It cannot say what the picture shows.
        </p>
      )}
      {result.kind === 'text' ? (
        <>
          {result.text ? (
            <Text data-testid="ocr-text">{result.text}</Text>
          ) : (
            <p>No text was found in this image.</p>
          )}
          <p className="note">
            {result.lines} {result.lines === 1 ? 'line' : 'lines'}, {result.words.length} words, confidence{' '}
            {result.confidence} % ({result.language})
          </p>
          {store.uncertainWords.length > 0 && (
            <p className="note">
              Check these words (read with under {LOW_CONFIDENCE} % confidence):{' '}
              {store.uncertainWords.map((w, i) => (
                <mark key={`${w}-${i}`}>{w}</mark>
              ))}
            </p>
          )}
        </>
      ) : (
        <>
          <Text data-testid="image-tool-text">{store.resultText}</Text>
          {result.kind === 'alt-text' && (
            <p className="note">
              {result.altText.length} of {ALT_TEXT_MAX_CHARS} characters. Use it as <code>alt="…"</code> on
              the image.
            </p>
          )}
          <Facts facts={result.facts} />
        </>
      )}
      {store.resultText && (
        <Row>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void navigator.clipboard.writeText(store.resultText)}
          >
            Copy
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => downloadText(`${store.slug}.txt`, store.resultText)}
          >
            Download .txt
          </Button>
        </Row>
      )}
    </Result>
  );
});

/** An image tool's page: choose or drop an image, run, and the answer with what it rests on. */
export const ImageToolScreen = observer(function ImageToolScreen({
  tool,
  slug,
}: {
  tool: ToolDefinition;
  slug: ImageToolSlug;
}) {
  const shell = useShell();
  const [store] = useState(() => new ImageToolStore(slug, shell.api));
  useEffect(() => () => store.dispose(), [store]);
  const [dragging, setDragging] = useState(false);
  const from = `/tools/${slug}`;
  return (
    <PageFrame area={`Free tools · ${tool.group}`} title={tool.name} lead={tool.promise} ready>
      <Layout>
        <Drop
          data-dragging={dragging || undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            store.choose(e.dataTransfer.files[0] ?? null);
          }}
        >
          <span>Choose or drop an image: PNG, JPEG, WebP or GIF, up to 5 MB.</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-label="Image"
            data-testid="image-tool-file"
            onChange={(e) => store.choose(e.target.files?.[0] ?? null)}
          />
          {store.preview && <Preview src={store.preview} alt="The chosen image" />}
        </Drop>
        {tool.fields
          .filter((f) => f.name === 'language' && f.kind === 'select')
          .map((field) => (
            <Narrow key={field.name}>
              <Select
                label={field.label}
                hint={field.help}
                value={store.language}
                options={field.options ?? []}
                onChange={(e) => store.setLanguage(e.target.value as OcrLanguage)}
              />
            </Narrow>
          ))}
        <div>
          <Button onClick={() => void store.run()} loading={store.busy} disabled={!store.canRun}>
            {RUN_LABEL[slug]}
          </Button>
        </div>
        {store.error && (
          <Notice tone="danger">
            {store.error} {store.limitReached && <QuotaUsedUp resetsAt={store.quota?.resetsAt} from={from} />}
          </Notice>
        )}
        <Answer store={store} />
      </Layout>
      <ToolInfo tool={tool} />
    </PageFrame>
  );
});

const Layout = styled.div`
  display: grid;
  gap: 20px;
  max-width: 880px;
`;
const Drop = styled.label`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 20px;
  border: 2px dashed ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  &[data-dragging] {
    border-color: ${({ theme }) => theme.colors.tones.brand.fg};
  }
  input {
    max-width: 100%;
  }
`;
const Preview = styled.img`
  max-width: min(100%, 360px);
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
`;
const Result = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  .note {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  mark {
    margin-right: 6px;
    padding: 0 4px;
  }
`;
const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 16px;
  line-height: 1.6;
`;
const Row = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;
const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    overflow-wrap: anywhere;
  }
`;
const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  i {
    display: inline-block;
    width: 14px;
    height: 14px;
    border-radius: 3px;
    border: 1px solid ${({ theme }) => theme.colors.border.default};
  }
`;

const Narrow = styled.div`
  max-width: 320px;
`;
