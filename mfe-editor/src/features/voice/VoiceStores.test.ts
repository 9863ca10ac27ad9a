import type { PersonaView } from '@inkpress/shared-core';
import { fileView, styleView } from '@inkpress/shared-ui/testing';
import { BrandVoiceStore, linesOf, PersonasStore, splitSamples, VoiceChoices } from './VoiceStores';

const style = (id: string, name = id) => styleView({ id, name, description: 'Warm.', excerpt: '' });
const persona = (id: string, name = id): PersonaView => ({
  id,
  name,
  role: 'Owner',
  goals: [],
  pains: [],
  knowledgeLevel: 'beginner',
  tone: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const file = (id: string, name: string) => fileView({ id, name });

describe('splitSamples and linesOf', () => {
  it('splits samples on a line of dashes and lists on lines, dropping blanks', () => {
    expect(splitSamples('One sample.\n---\nAnother one.\n\n-----\n  ')).toEqual([
      'One sample.',
      'Another one.',
    ]);
    expect(splitSamples('No - dash line - here')).toEqual(['No - dash line - here']);
    expect(linesOf(' Grow a list \n\nSell more\n')).toEqual(['Grow a list', 'Sell more']);
  });
});

describe('BrandVoiceStore', () => {
  it('creates a voice from split samples and a page, lists it first, renames and deletes it', async () => {
    const sent: unknown[] = [];
    const store = new BrandVoiceStore({
      listStyles: async () => [style('s1')],
      createStyle: async (body) => {
        sent.push(body);
        return style('s2', body.name);
      },
      updateStyle: async (id, patch) => ({ ...style(id), ...patch }),
      deleteStyle: async () => ({}),
      listInfoBase: async () => [],
      uploadInfoBase: async (_b, name) => file('f1', name),
      addInfoBase: async (body) => file('f2', body.name ?? 'page'),
      renameFile: async (id, name) => file(id, name),
      deleteFile: async () => ({}),
      retryFile: async (id) => file(id, 'again'),
    });
    await store.loadStyles();
    const made = await store.create({ name: ' Coach ', samples: 'A.\n---\nB.', url: ' https://x.test/a ' });
    expect(sent[0]).toEqual({ name: 'Coach', samples: ['A.', 'B.'], url: 'https://x.test/a' });
    expect(store.styles.value.map((s) => s.id)).toEqual([made.id, 's1']);
    expect(store.creating).toBe(false);
    await store.update('s1', { name: 'Renamed' });
    expect(store.styles.value[1]?.name).toBe('Renamed');
    await store.remove('s2');
    expect(store.styles.value.map((s) => s.id)).toEqual(['s1']);
    await store.addText('Pricing', 'Plans start at 9 euros.');
    await store.renameFile('f2', 'Prices');
    expect(store.files.value.map((f) => f.name)).toEqual(['Prices']);
    await store.deleteFile('f2');
    expect(store.files.value).toEqual([]);
  });

  it('keeps the list and says creating is over when the API refuses the samples', async () => {
    const store = new BrandVoiceStore({
      listStyles: async () => [],
      createStyle: async () => {
        throw new Error('too short');
      },
    } as never);
    await expect(store.create({ name: 'X', samples: 'Hi', url: '' })).rejects.toThrow('too short');
    expect(store.creating).toBe(false);
    expect(store.styles.value).toEqual([]);
  });

  it('follows the info base’s indexing until it ends, and retries a failed file', async () => {
    const embedding = (state: 'indexing' | 'ready' | 'failed') => ({
      state,
      done: state === 'ready' ? 2 : 0,
      total: 2,
      attempt: 1,
      maxAttempts: 4,
      error: state === 'failed' ? 'Timed out.' : null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const states: ('indexing' | 'ready' | 'failed')[][] = [
      ['indexing', 'failed'],
      ['ready', 'failed'],
    ];
    let reads = 0;
    const retried: string[] = [];
    const store = new BrandVoiceStore({
      listInfoBase: async () =>
        (states[Math.min(reads++, states.length - 1)] ?? []).map((state, i) =>
          fileView({ id: `f${i}`, name: `File ${i}`, embedding: embedding(state) }),
        ),
      retryFile: async (id: string) => {
        retried.push(id);
        return fileView({ id, name: 'File 1', embedding: embedding('indexing') });
      },
    } as never);
    await store.loadFiles();
    expect(store.indexing).toBe(true);
    await store.pollWhileIndexing(new AbortController().signal, 5, async () => undefined);
    expect(reads).toBe(2);
    expect(store.indexing).toBe(false);
    expect(store.files.value.map((f) => f.embedding?.state)).toEqual(['ready', 'failed']);
    await store.retryEmbedding('f1');
    expect(retried).toEqual(['f1']);
    expect(store.files.value.map((f) => f.embedding?.state)).toEqual(['ready', 'indexing']);
    expect(store.indexing).toBe(true);
  });
});

describe('PersonasStore', () => {
  it('creates (first in the list), changes in place and deletes', async () => {
    const store = new PersonasStore({
      listPersonas: async () => [persona('p1')],
      createPersona: async (body) => ({ ...persona('p2'), ...body }),
      updatePersona: async (id, body) => ({ ...persona(id), ...body }),
      deletePersona: async () => ({}),
    });
    await store.load();
    const body = {
      name: 'Ben',
      role: 'Owner',
      goals: [],
      pains: ['Time'],
      knowledgeLevel: 'beginner',
      tone: '',
    } as const;
    await store.save(null, { ...body, goals: [], pains: ['Time'] });
    expect(store.personas.value.map((p) => p.name)).toEqual(['Ben', 'p1']);
    await store.save('p1', { ...body, goals: [], pains: [], name: 'Ana' });
    expect(store.personas.value.map((p) => p.name)).toEqual(['Ben', 'Ana']);
    await store.remove('p2');
    expect(store.personas.value.map((p) => p.id)).toEqual(['p1']);
  });
});

describe('VoiceChoices', () => {
  it('sends the chosen ids only, and forgets a choice that is no longer listed', async () => {
    let styles = [style('s1'), style('s2')];
    const choices = new VoiceChoices({
      listStyles: async () => styles,
      listPersonas: async () => [persona('p1')],
    });
    await choices.load();
    expect(choices.request).toEqual({});
    choices.setStyle('s2');
    choices.setPersona('p1');
    expect(choices.request).toEqual({ style: 's2', persona: 'p1' });
    styles = [style('s1')];
    await choices.load();
    expect(choices.request).toEqual({ persona: 'p1' });
  });
});
