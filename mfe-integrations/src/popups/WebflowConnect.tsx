import {
  type IntegrationView,
  type WebflowCollectionsView,
  type WebflowField,
  type WebflowMapping,
  type WebflowPostField,
  webflowFieldTypes,
  webflowPostFieldLabels,
  webflowPostFields,
} from '@inkpress/shared-core';
import { Button, Input, Notice, Select, Spinner, useShell } from '@inkpress/shared-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { integrationsApi, problemText } from '../integrations/api';
import { Hint, PopupActions, PopupBody } from './layout';

/** Words that suggest a collection field for a post field, best first, for the first guess of the mapping. */
const hints: Record<WebflowPostField, string[]> = {
  content: ['body', 'content', 'post', 'article'],
  summary: ['summary', 'excerpt', 'intro'],
  metaTitle: ['seo-title', 'meta-title', 'title-tag', 'seo'],
  metaDescription: ['meta-desc', 'seo-desc', 'description'],
  featureImage: ['main', 'feature', 'cover', 'thumbnail', 'image'],
};

/** Webflow's field types as its Designer names them. */
const typeName = (type: string) =>
  type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

/** The fields a post field may go to: editable ones of a fitting type. */
const fitting = (fields: WebflowField[], key: WebflowPostField) =>
  fields.filter(
    (f) => f.editable && f.slug !== 'name' && f.slug !== 'slug' && webflowFieldTypes[key].includes(f.type),
  );

/** A first mapping: the saved one where it still fits, else the field whose slug suggests it; each field once. */
export function guessMapping(fields: WebflowField[], saved?: Record<string, string>): Record<string, string> {
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  for (const key of webflowPostFields) {
    const options = fitting(fields, key).filter((f) => !used.has(f.slug));
    const kept = saved?.[key] ? options.find((f) => f.slug === saved[key]) : undefined;
    const guess =
      hints[key].map((word) => options.find((f) => f.slug.includes(word))).find(Boolean) ??
      (key === 'content' ? options[0] : undefined);
    // A saved mapping is kept as it was; only the required content gets a guess when its field is gone.
    const pick = saved ? (kept ?? (key === 'content' ? guess : undefined)) : guess;
    if (pick) {
      mapping[key] = pick.slug;
      used.add(pick.slug);
    }
  }
  return mapping;
}

/**
 * The site builder's connect (in website-integration and reconnect-website):
 * a Webflow API token, then the site's CMS collection, then which collection
 * field each post field goes to. Webflow checks token, collection and
 * mapping before anything is saved; the token is never shown again.
 */
export default function WebflowConnect({
  existing,
  onDone,
  close,
  head,
}: {
  existing: IntegrationView | undefined;
  onDone: ((saved: IntegrationView) => void) | undefined;
  close: () => void;
  /** What goes above the form (the kinds of website to choose from). */
  head?: ReactNode;
}) {
  const { api } = useShell();
  const client = integrationsApi(api);
  const [token, setToken] = useState('');
  const [name, setName] = useState(existing?.name ?? '');
  const [found, setFound] = useState<WebflowCollectionsView | null>(null);
  const [collectionId, setCollectionId] = useState('');
  const [fields, setFields] = useState<WebflowField[] | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [loadingFields, setLoadingFields] = useState(false);
  const [problem, setProblem] = useState<string | null>(existing?.problem?.message ?? null);

  const loadFields = async (id: string, apiToken = token) => {
    setCollectionId(id);
    setFields(null);
    if (!id) return;
    setLoadingFields(true);
    setProblem(null);
    try {
      const answer = await client.webflowCollections({ apiToken: apiToken.trim(), collectionId: id });
      const loaded = answer.collection?.fields ?? [];
      setFields(loaded);
      setMapping(
        guessMapping(loaded, id === existing?.webflow?.collectionId ? existing.webflow.mapping : undefined),
      );
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setLoadingFields(false);
    }
  };

  const loadCollections = async () => {
    setPending(true);
    setProblem(null);
    try {
      const answer = await client.webflowCollections({ apiToken: token.trim() });
      setFound(answer);
      const all = answer.sites.flatMap((s) => s.collections);
      if (all.length === 0) {
        setProblem('This token reaches no CMS collection. Add a collection to the site in Webflow first.');
        return;
      }
      const first =
        all.find((c) => c.id === existing?.webflow?.collectionId) ?? (all.length === 1 ? all[0] : undefined);
      if (first) await loadFields(first.id);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setPending(false);
    }
  };

  const connect = async () => {
    if (!mapping.content) {
      setProblem('Choose the collection field the post’s content goes to (a Rich text field).');
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const saved = await client.webflowConnect({
        apiToken: token.trim(),
        collectionId,
        mapping: mapping as WebflowMapping,
        ...(name.trim() && name.trim() !== existing?.name ? { name: name.trim() } : {}),
        ...(existing ? { integrationId: existing.id } : {}),
      });
      onDone?.(saved);
      close();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) {
      setProblem('Enter the site’s Webflow API token.');
      return;
    }
    void (found && fields ? connect() : loadCollections());
  };

  const required = (fields ?? []).filter(
    (f) => f.required && f.slug !== 'name' && f.slug !== 'slug' && !Object.values(mapping).includes(f.slug),
  );

  return (
    <PopupBody as="form" onSubmit={submit} data-popup="website-integration" data-kind="webflow" noValidate>
      {head}
      {problem && <Notice tone="danger">{problem}</Notice>}
      <Input
        label="Webflow API token"
        type="password"
        autoComplete="new-password"
        required
        value={token}
        hint={
          existing
            ? 'Enter the site’s API token again to reconnect; the saved one is never shown.'
            : 'In Webflow: Site settings → Apps & integrations → API access → Generate API token, with Sites: read and CMS: read and write.'
        }
        onChange={(e) => {
          setToken(e.target.value);
          setFound(null);
          setFields(null);
          setCollectionId('');
        }}
      />
      {found && (
        <Select
          label="CMS collection"
          value={collectionId}
          placeholder="Choose a collection…"
          onChange={(e) => void loadFields(e.target.value)}
        >
          {found.sites.map((site) => (
            <optgroup key={site.id} label={`${site.name} (${site.url.replace(/^https?:\/\//, '')})`}>
              {site.collections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      )}
      {loadingFields && <Spinner label="Loading the collection’s fields" />}
      {fields && (
        <Mapping aria-label="Field mapping">
          <legend>Which field each part of the post goes to</legend>
          <Hint>The post’s title becomes the item’s Name and its slug the item’s Slug.</Hint>
          {webflowPostFields.map((key) => {
            const options = fitting(fields, key);
            return (
              <Select
                key={key}
                label={webflowPostFieldLabels[key]}
                value={mapping[key] ?? ''}
                disabled={options.length === 0}
                hint={
                  options.length === 0
                    ? `The collection has no ${webflowFieldTypes[key].map(typeName).join(' or ')} field for it.`
                    : undefined
                }
                onChange={(e) =>
                  setMapping((m) => {
                    const next = { ...m };
                    if (e.target.value) next[key] = e.target.value;
                    else delete next[key];
                    return next;
                  })
                }
                options={[
                  ...(key === 'content' ? [] : [{ value: '', label: 'Not sent' }]),
                  ...options.map((f) => ({ value: f.slug, label: `${f.name} (${typeName(f.type)})` })),
                ]}
                {...(key === 'content' && !mapping.content
                  ? { placeholder: 'Choose a Rich text field…' }
                  : {})}
              />
            );
          })}
          {required.length > 0 && (
            <Notice tone="warning">
              Webflow requires {required.map((f) => `“${f.name}”`).join(', ')}, which no post field fills. Map
              one to it, or make it optional in Webflow.
            </Notice>
          )}
        </Mapping>
      )}
      <Input label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} />
      <Hint>
        Webflow checks the token, the collection and the mapping before anything is saved. The token is stored
        encrypted.
      </Hint>
      <PopupActions>
        <Button type="button" variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={!!found && !fields}>
          {found && fields ? (existing ? 'Reconnect' : 'Connect') : 'Load collections'}
        </Button>
      </PopupActions>
    </PopupBody>
  );
}

const Mapping = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 12px;
  min-width: 0;

  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
`;
