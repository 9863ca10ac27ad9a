import type { FileView } from '@inkpress/shared-core';
import { FileUploadStore } from './FileUploadStore';

const view = (id: string, name: string, type: FileView['type'] = 'info-base'): FileView => ({
  id,
  name,
  type,
  kind: 'text',
  url: null,
  size: 10,
  words: 4,
  chunks: 1,
  embedding: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function fakeApi() {
  const uploadFile = jest.fn(async (_file: Blob, name: string, type?: string) => {
    if (name.endsWith('.exe')) {
      throw Object.assign(new Error('This file type is not supported.'), { name: 'ApiError', status: 415 });
    }
    return view(`f-${name}`, name, type as FileView['type']);
  });
  const addText = jest.fn(async (body: { text?: string; url?: string; name?: string; type?: string }) =>
    view(`t-${body.name ?? body.url}`, body.name ?? 'Example page', body.type as FileView['type']),
  );
  return { api: { uploadFile, addText }, uploadFile, addText };
}

describe('the file-upload popup', () => {
  it('adds each file to the chosen place, tells the opener of each, and keeps going past a refused one', async () => {
    const { api, uploadFile } = fakeApi();
    const told: string[] = [];
    const store = new FileUploadStore(api, 'info-base', (f) => told.push(f.name));
    const files = [new File(['a'], 'facts.txt'), new File(['MZ'], 'tool.exe'), new File(['b'], 'more.md')];
    const added = await store.upload(files);
    expect(uploadFile.mock.calls.map((c) => [c[1], c[2]])).toEqual([
      ['facts.txt', 'info-base'],
      ['tool.exe', 'info-base'],
      ['more.md', 'info-base'],
    ]);
    expect(added.map((f) => f.name)).toEqual(['facts.txt', 'more.md']);
    expect(told).toEqual(['facts.txt', 'more.md']);
    expect(store.items.map((i) => [i.name, i.status])).toEqual([
      ['facts.txt', 'added'],
      ['tool.exe', 'failed'],
      ['more.md', 'added'],
    ]);
    expect(store.items[1]?.error).toBe('This file type is not supported.');
    expect(store.busy).toBe(false);
  });

  it('adds a web page and pasted text as chat files by default', async () => {
    const { api, addText } = fakeApi();
    const store = new FileUploadStore(api);
    await store.addPage('  https://example.com/page  ');
    await store.addText('  ', 'Some pasted words.');
    expect(addText.mock.calls.map((c) => c[0])).toEqual([
      { url: 'https://example.com/page', type: 'chat-file-upload' },
      { name: 'Pasted text', text: 'Some pasted words.', type: 'chat-file-upload' },
    ]);
    expect(store.added.map((f) => f.type)).toEqual(['chat-file-upload', 'chat-file-upload']);
  });
});
