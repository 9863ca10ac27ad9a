import { parseCsv, parseRows } from './csv';

describe('bulk rows from pasted text or a CSV', () => {
  it('reads one keyword a line, skipping blank lines', () => {
    expect(parseRows('email marketing\n\n  seo basics  \r\nlocal seo\n')).toEqual({
      rows: [{ keyword: 'email marketing' }, { keyword: 'seo basics' }, { keyword: 'local seo' }],
      problems: [],
    });
  });

  it('reads a CSV with quoted fields, commas and doubled quotes inside them', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\n"multi\nline",x,\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['multi\nline', 'x', ''],
    ]);
  });

  it('maps a CSV header to per-row options and reports unreadable lines', () => {
    const text = [
      'Keyword,Title,Template,Language,Length',
      'email marketing,,blog-post,fr-FR,medium',
      ',"How to Brew Coffee, Fast",how-to,,short',
      ',,,,',
      'seo,,,,long',
    ].join('\n');
    expect(parseRows(text)).toEqual({
      rows: [
        { keyword: 'email marketing', templateId: 'blog-post', language: 'fr-FR', length: 'medium' },
        { title: 'How to Brew Coffee, Fast', templateId: 'how-to', length: 'short' },
      ],
      problems: ['Row 4: length is short or medium.'],
    });
  });
});
