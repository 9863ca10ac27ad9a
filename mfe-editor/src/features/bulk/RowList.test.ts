import { languageOptions } from '../common/ArticleOptions';
import { rowOptionFields } from './RowList';

describe('the choices a bulk row may override', () => {
  const templates = [
    { value: '', label: 'No template' },
    { value: 't1', label: 'How-to' },
  ];
  const folders = [
    { value: '', label: 'The run’s folder' },
    { value: 'f1', label: 'Guides' },
  ];

  it('are template, language, length and folder, in that order', () => {
    expect(rowOptionFields(templates, folders).map(([key, label]) => [key, label])).toEqual([
      ['templateId', 'Template'],
      ['language', 'Language'],
      ['length', 'Length'],
      ['folderId', 'Folder'],
    ]);
  });

  it('start with "As above" (the run’s choice) instead of "No template", and keep the folder list as given', () => {
    const [template, language, length, folder] = rowOptionFields(templates, folders);
    expect(template?.[2]).toEqual([
      { value: '', label: 'As above' },
      { value: 't1', label: 'How-to' },
    ]);
    expect(language?.[2]).toEqual([{ value: '', label: 'As above' }, ...languageOptions]);
    expect(length?.[2].map((o) => o.value)).toEqual(['', 'short', 'medium']);
    expect(folder?.[2]).toBe(folders);
  });
});
