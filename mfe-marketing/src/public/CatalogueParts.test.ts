import { templateView } from '@inkpress/shared-ui/testing';
import { assistants, searchAssistants } from '../screens/GptsDirectoryPage';
import { filterTemplates } from '../screens/TemplatesPage';

describe('searching the catalogues', () => {
  const list = [
    templateView({ id: 'how-to', name: 'How-to guide', category: 'Guides', description: 'Steps.' }),
    templateView({ id: 'review', name: 'Product review', category: 'Commerce', description: 'A verdict.' }),
    templateView({ id: 'news', name: 'News article', category: 'News', description: 'What happened.' }),
  ];

  it('finds templates holding every word, in any case, within the chosen group', () => {
    expect(filterTemplates(list, 'PRODUCT review', null).map((t) => t.id)).toEqual(['review']);
    expect(filterTemplates(list, 'review guide', null)).toEqual([]);
    expect(filterTemplates(list, '', 'News').map((t) => t.id)).toEqual(['news']);
    expect(filterTemplates(list, 'review', 'News')).toEqual([]);
    expect(filterTemplates(list, '  ', null)).toHaveLength(3);
  });

  it('the directory lists AI assistants only, found by words of their name or promise', () => {
    expect(assistants.every((t) => t.engine !== 'library')).toBe(true);
    const meta = searchAssistants(assistants, 'meta description', null);
    expect(meta.map((t) => t.slug)).toContain('meta-description-generator');
    expect(searchAssistants(assistants, 'meta', 'Social')).toEqual([]);
    expect(searchAssistants(assistants, 'zzzz-nothing', null)).toEqual([]);
  });
});
