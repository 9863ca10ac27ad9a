import { RemotesStore } from './RemotesStore';

const registry = {
  source: 'api' as const,
  remotes: [
    { name: 'mfe_marketing' as const, manifestUrl: 'http://m/mf-manifest.json', paths: ['/', '/about'] },
    {
      name: 'mfe_tools' as const,
      manifestUrl: 'http://t/mf-manifest.json',
      paths: ['/tools', '/tools/:slug'],
    },
    { name: 'mfe_billing' as const, manifestUrl: 'http://b/mf-manifest.json', paths: ['/pricing'] },
  ],
};

function store(failing = new Set<string>()) {
  const load = jest.fn(async (id: string) => {
    const remote = id.split('/')[0]!;
    if (failing.has(remote)) throw new Error(`${remote} is down`);
    return id.endsWith('/routes') ? { default: [] } : { default: {} };
  });
  const register = jest.fn();
  return { remotes: new RemotesStore(load as never, register), load, register };
}

describe('RemotesStore', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.mocked(console.error).mockRestore());

  it('applies a registry evaluated again: new remotes registered, withdrawn ones gone, kept ones untouched', async () => {
    const { remotes, load, register } = store();
    const [marketing, tools, billing] = registry.remotes;
    await remotes.start({ source: 'api', remotes: [marketing!, tools!] }, '/tools');
    register.mockClear();
    load.mockClear();
    remotes.update({ source: 'api', remotes: [marketing!, billing!] });
    expect(register).toHaveBeenCalledWith([{ name: 'mfe_billing', entry: 'http://b/mf-manifest.json' }]);
    expect(remotes.states.has('mfe_tools')).toBe(false);
    expect(remotes.ownerOf('/tools')).toBeUndefined();
    expect(remotes.ownerOf('/pricing')).toBe('mfe_billing');
    expect(remotes.states.get('mfe_billing')?.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('registers every remote but fetches only the owner of the first page', async () => {
    const { remotes, load, register } = store();
    await remotes.start(registry, '/tools/headline-generator');
    expect(register).toHaveBeenCalledWith([
      { name: 'mfe_marketing', entry: 'http://m/mf-manifest.json' },
      { name: 'mfe_tools', entry: 'http://t/mf-manifest.json' },
      { name: 'mfe_billing', entry: 'http://b/mf-manifest.json' },
    ]);
    expect(load.mock.calls.map(([id]) => id).sort()).toEqual(['mfe_tools/popups', 'mfe_tools/routes']);
    expect(remotes.status).toBe('ready');
    expect(remotes.states.get('mfe_tools')?.status).toBe('ready');
    expect(remotes.states.get('mfe_marketing')?.status).toBe('idle');
    expect(remotes.states.get('mfe_billing')?.status).toBe('idle');
  });

  it('fetches nothing for an unknown path and is ready at once (the 404 page)', async () => {
    const { remotes, load } = store();
    await remotes.start(registry, '/no/such/page');
    expect(load).not.toHaveBeenCalled();
    expect(remotes.status).toBe('ready');
  });

  it('loads an idle remote once when its area or popup is first needed', async () => {
    const { remotes, load } = store();
    await remotes.start(registry, '/');
    remotes.ensureLoaded('mfe_billing');
    remotes.ensureLoaded('mfe_billing');
    expect(remotes.states.get('mfe_billing')?.status).toBe('loading');
    await new Promise((r) => setTimeout(r, 0));
    expect(remotes.states.get('mfe_billing')?.status).toBe('ready');
    expect(load.mock.calls.filter(([id]) => String(id).startsWith('mfe_billing'))).toHaveLength(2);
  });

  it('keeps a failure inside its remote and reloads it from scratch on retry', async () => {
    const failing = new Set(['mfe_tools']);
    const { remotes, register } = store(failing);
    await remotes.start(registry, '/tools');
    expect(remotes.states.get('mfe_tools')?.status).toBe('failed');
    failing.clear();
    await remotes.retry('mfe_tools');
    expect(register).toHaveBeenLastCalledWith([{ name: 'mfe_tools', entry: 'http://t/mf-manifest.json' }], {
      force: true,
    });
    expect(remotes.states.get('mfe_tools')?.status).toBe('ready');
    expect(remotes.generation('mfe_tools')).toBe(1);
  });

  it('finds the owner of a path by its route patterns', async () => {
    const { remotes } = store();
    await remotes.start(registry, '/no');
    expect(remotes.ownerOf('/')).toBe('mfe_marketing');
    expect(remotes.ownerOf('/tools/anything')).toBe('mfe_tools');
    expect(remotes.ownerOf('/tools/a/b')).toBeUndefined();
    expect(remotes.ownerOf('/pricing')).toBe('mfe_billing');
  });

  it('gives a path to the most specific pattern, whichever remote is listed first', async () => {
    const editor = {
      name: 'mfe_editor' as const,
      manifestUrl: 'http://e/mf-manifest.json',
      paths: ['/dashboard', '/tools/ai-text-editor'],
    };
    for (const remotesInOrder of [
      [...registry.remotes, editor],
      [editor, ...registry.remotes],
    ]) {
      const { remotes } = store();
      await remotes.start({ source: 'api', remotes: remotesInOrder }, '/no');
      expect(remotes.ownerOf('/tools/ai-text-editor')).toBe('mfe_editor');
      expect(remotes.ownerOf('/tools/grammar-checker')).toBe('mfe_tools');
    }
  });
});
