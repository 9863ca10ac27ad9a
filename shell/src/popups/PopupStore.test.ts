import { type PopupType, popupOwners, popupTypes } from '@inkpress/shared-core';
import { popupCatalogue } from './catalogue';
import { PopupStore } from './PopupStore';

const types = (store: PopupStore) => store.stack.map((p) => p.type);

describe('PopupStore', () => {
  it('opens popups on a stack, the last on top, with their props', () => {
    const store = new PopupStore();
    store.open('upgrade', { source: 'sidebar' });
    store.open('rate-limit');
    expect(store.stack).toEqual([
      { type: 'upgrade', props: { source: 'sidebar' } },
      { type: 'rate-limit', props: {} },
    ]);
    expect(store.top?.type).toBe('rate-limit');
    expect(store.isOpen('upgrade')).toBe(true);
    expect(store.isOpen('confirm')).toBe(false);
  });

  it('does nothing when the type is already open: no second copy, props and order kept', () => {
    const store = new PopupStore();
    store.open('upgrade', { source: 'a' });
    store.open('info');
    store.open('upgrade', { source: 'b' });
    expect(types(store)).toEqual(['upgrade', 'info']);
    expect(store.stack[0]?.props).toEqual({ source: 'a' });
  });

  it('closing removes that type only, wherever it is in the stack', () => {
    const store = new PopupStore();
    store.open('confirm');
    store.open('translate');
    store.open('style');
    store.close('translate');
    expect(types(store)).toEqual(['confirm', 'style']);
    store.close('translate');
    expect(types(store)).toEqual(['confirm', 'style']);
  });

  it('a closed type can be opened again', () => {
    const store = new PopupStore();
    store.open('upgrade');
    store.close('upgrade');
    store.open('upgrade', { again: true });
    expect(store.stack).toEqual([{ type: 'upgrade', props: { again: true } }]);
  });

  it('clears every popup', () => {
    const store = new PopupStore();
    store.open('confirm');
    store.open('upgrade');
    store.clear();
    expect(store.stack).toEqual([]);
    expect(store.top).toBeUndefined();
  });

  it('asks for the owning remote on each new open, not for an already open type', () => {
    const onOpen = jest.fn();
    const store = new PopupStore(onOpen);
    store.open('wordpress-publish');
    store.open('wordpress-publish');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith('wordpress-publish');
    expect(popupOwners['wordpress-publish']).toBe('mfe_integrations');
  });

  it('ignores a type that is not in SPEC §2', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new PopupStore();
    store.open('nonsense' as PopupType);
    expect(store.stack).toEqual([]);
    jest.mocked(console.error).mockRestore();
  });
});

describe('popupCatalogue', () => {
  it('has a title and a short text for every popup type', () => {
    expect(Object.keys(popupCatalogue).sort()).toEqual([...popupTypes].sort());
    for (const type of popupTypes) {
      expect(popupCatalogue[type].title.length).toBeGreaterThan(3);
      expect(popupCatalogue[type].description.length).toBeGreaterThan(10);
    }
  });
});
