import { contentLanguageCodes, contentLanguageName, type EditableContentKind } from '@inkpress/shared-core';
import { Button, Input, Notice, PageFrame, Select, Spinner, Textarea } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type MouseEvent, useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Body as ProseBody } from '../Prose';
import { EntryBadges } from './EntryBadges';
import { type EntryField, KIND_FIELDS, KIND_LABELS } from './entryForm';
import type { SiteContentStore } from './SiteContentStore';

const languageOptions = contentLanguageCodes.map((code) => ({
  value: code,
  label: `${contentLanguageName(code)} (${code})`,
}));

/** How long typing rests before the preview is rendered again. */
const PREVIEW_DELAY_MS = 300;

interface Props {
  store: SiteContentStore;
  /** The address of the list this entry belongs to. */
  listHref: string;
  /** After a new entry's first save: its own address from then on. */
  onCreated: (id: string) => void;
}

/**
 * One blog post, docs page or announcement: its fields, its Markdown with a
 * live preview rendered by the public pages' own renderer, save, publish,
 * unpublish and the link to its public page. The API's refusals show on
 * the fields they name.
 */
export const EntryEditor = observer(function EntryEditor({ store, listHref, onCreated }: Props) {
  const kind: EditableContentKind = store.entryKind;
  const labels = KIND_LABELS[kind];
  const own = KIND_FIELDS[kind];
  const { values, entry } = store;
  const isNew = store.mode === 'new';

  useEffect(() => {
    const timer = setTimeout(() => void store.renderPreview(values.body), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store, values.body]);

  if (store.mode === 'loading') {
    return (
      <PageFrame area="Site content" title={`Opening the ${labels.one}`}>
        <Spinner label="Opening the entry" />
      </PageFrame>
    );
  }
  if (store.mode === 'missing' || store.mode === 'failed') {
    return (
      <PageFrame
        area="Site content"
        title={store.mode === 'missing' ? 'Entry not found' : 'Entry not opened'}
      >
        <Notice tone={store.mode === 'missing' ? 'warning' : 'danger'}>
          {store.mode === 'missing'
            ? 'There is no such entry. It may have another language or slug.'
            : 'The entry could not be opened just now.'}{' '}
          <Link to={listHref}>Back to the list</Link>
        </Notice>
      </PageFrame>
    );
  }

  const field = (name: EntryField) => ({
    name,
    value: values[name],
    error: store.fieldErrors[name],
    onChange: (e: { target: { value: string } }) => store.set(name, e.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wasNew = isNew;
    if ((await store.save()) && wasNew && store.entry) onCreated(store.entry.id);
  };
  const publish = async () => {
    const wasNew = isNew;
    if ((await store.publish()) && wasNew && store.entry) onCreated(store.entry.id);
  };

  const published = entry?.status === 'published';
  const publicPath = entry?.path ?? null;

  return (
    <PageFrame
      area="Site content"
      title={isNew ? `New ${labels.one}` : values.title || entry?.title || labels.one}
      lead={
        entry ? (
          <Meta>
            <EntryBadges row={entry} />
            {published && publicPath ? (
              <a href={publicPath} target="_blank" rel="noreferrer" data-testid="public-link">
                Open the public page ({publicPath})
              </a>
            ) : (
              <span>Not on the public site: a draft’s address answers “not found”.</span>
            )}
          </Meta>
        ) : (
          `A draft until you publish it. Write in Markdown; the preview shows it as the public page will.`
        )
      }
      actions={
        <Button as={Link} to={listHref} variant="ghost" size="sm">
          ← All {labels.many.toLowerCase()}
        </Button>
      }
    >
      <Columns>
        <Form onSubmit={(e) => void submit(e)} noValidate aria-label={`The ${labels.one}`}>
          {store.formError && <Notice tone="danger">{store.formError}</Notice>}
          {store.notice && <Notice tone="success">{store.notice}</Notice>}
          <Input label="Title" maxLength={200} autoComplete="off" {...field('title')} />
          <Pair>
            <Input
              label="Slug"
              hint={
                isNew
                  ? 'Lowercase words joined by dashes: the end of the address.'
                  : 'The address cannot change.'
              }
              disabled={!isNew}
              autoComplete="off"
              spellCheck={false}
              {...field('slug')}
            />
            <Select label="Language" disabled={!isNew} options={languageOptions} {...field('lang')} />
          </Pair>
          <Textarea
            label="Description"
            hint="For search results and social cards: one or two sentences."
            rows={2}
            maxLength={320}
            showCount
            {...field('description')}
          />
          {own.includes('category') && (
            <Pair>
              <Select
                label="Category"
                placeholder="Choose a category…"
                options={store.categories.map((c) => ({ value: c.slug, label: c.title }))}
                {...field('category')}
              />
              <Input
                label="Order in the category"
                hint="Lower comes first."
                inputMode="numeric"
                {...field('order')}
              />
            </Pair>
          )}
          {own.includes('author') && (
            <Pair>
              <Input label="Author" autoComplete="off" {...field('author')} />
              <Input label="Tags" hint="Separated by commas." autoComplete="off" {...field('tags')} />
            </Pair>
          )}
          {own.includes('image') && (
            <Input
              label="Feature image address"
              hint="https://… — shown on the post and its social card."
              inputMode="url"
              autoComplete="off"
              {...field('image')}
            />
          )}
          {own.includes('translationKey') && (
            <Input
              label="Translation key"
              hint="Posts that share it are one text in several languages (linked by hreflang)."
              autoComplete="off"
              spellCheck={false}
              {...field('translationKey')}
            />
          )}
          <MarkdownArea
            label="Text (Markdown)"
            hint="## for a section, ### for a question under “## Frequently asked questions”, [words](/path) for a link."
            rows={18}
            spellCheck
            {...field('body')}
          />
          <Actions>
            <Button type="submit" variant="secondary" loading={store.busy === 'save'} disabled={!store.dirty}>
              {isNew ? 'Save draft' : 'Save'}
            </Button>
            {published ? (
              <Button
                variant="danger"
                loading={store.busy === 'unpublish'}
                onClick={() => void store.unpublish()}
              >
                Unpublish
              </Button>
            ) : (
              <Button loading={store.busy === 'publish'} onClick={() => void publish()}>
                {store.dirty ? 'Save and publish' : 'Publish'}
              </Button>
            )}
            {store.dirty && !isNew && <Unsaved>Unsaved changes</Unsaved>}
          </Actions>
        </Form>
        <Preview aria-labelledby="preview-heading">
          <PreviewHead>
            <h2 id="preview-heading">Preview</h2>
            {store.preview && (
              <small>
                {store.preview.words.toLocaleString('en-US')} words · {store.preview.readingMinutes} min read
              </small>
            )}
          </PreviewHead>
          {store.previewError && <Notice tone="warning">{store.previewError}</Notice>}
          <Page data-testid="preview">
            <PreviewTitle>{values.title || 'Untitled'}</PreviewTitle>
            {values.description && <Lead>{values.description}</Lead>}
            {store.preview ? (
              <ProseBody onClick={stayHere} dangerouslySetInnerHTML={{ __html: store.preview.html }} />
            ) : (
              <Empty>The text shows here as you write it.</Empty>
            )}
          </Page>
        </Preview>
      </Columns>
    </PageFrame>
  );
});

/** Links in the preview stay put: following one would leave the unsaved form. */
function stayHere(event: MouseEvent<HTMLDivElement>) {
  if ((event.target as HTMLElement).closest('a')) event.preventDefault();
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const MarkdownArea = styled(Textarea)`
  textarea {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    line-height: 1.6;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Unsaved = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  a {
    color: ${({ theme }) => theme.colors.text.link};
    overflow-wrap: anywhere;
  }
`;

const Preview = styled.section`
  min-width: 0;
  ${({ theme }) => theme.media.up('lg')} {
    position: sticky;
    top: calc(var(--inkpress-chrome-top, 0px) + ${({ theme }) => theme.space[4]});
    max-height: calc(100vh - var(--inkpress-chrome-top, 0px) - ${({ theme }) => theme.space[8]});
    overflow-y: auto;
  }
`;

const PreviewHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
  small {
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

const Page = styled.article`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;

/** The page's h1 as the public page shows it (not a heading here: the screen has its own h1). */
const PreviewTitle = styled.p`
  margin: 0 0 12px;
  font-size: clamp(1.75rem, 3vw, 2.25rem);
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Lead = styled.p`
  margin: 0 0 24px;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;
