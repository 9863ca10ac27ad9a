import { AppError } from '../../../errors';
import { adversarialInputs } from './adversarial';
import { type CitationSource, cite, parseDate, sentenceCase } from './citation';

const orwell: CitationSource = {
  type: 'book',
  title: 'Nineteen Eighty-Four',
  authors: [{ given: 'George', family: 'Orwell' }],
  year: '1949',
  publisher: 'Secker & Warburg',
  place: 'London',
};

const turing: CitationSource = {
  type: 'article-journal',
  title: 'Computing Machinery and Intelligence',
  authors: [{ given: 'Alan M.', family: 'Turing' }],
  year: '1950-10',
  container: 'Mind',
  volume: '59',
  issue: '236',
  pages: '433-460',
  doi: 'https://doi.org/10.1093/mind/LIX.236.433',
};

describe('cite', () => {
  const book: Array<[style: Parameters<typeof cite>[1], inText: string, reference: string]> = [
    ['apa', '(Orwell, 1949)', 'Orwell, G. (1949). Nineteen eighty-four. Secker & Warburg.'],
    ['mla', '(Orwell)', 'Orwell, George. Nineteen Eighty-Four. Secker & Warburg, 1949.'],
    [
      'chicago-author-date',
      '(Orwell 1949)',
      'Orwell, George. 1949. Nineteen Eighty-Four. London: Secker & Warburg.',
    ],
    [
      'chicago-notes',
      'George Orwell, Nineteen Eighty-Four (London: Secker & Warburg, 1949).',
      'Orwell, George. Nineteen Eighty-Four. London: Secker & Warburg, 1949.',
    ],
    ['harvard', '(Orwell, 1949)', 'Orwell, G. (1949) Nineteen eighty-four. London: Secker & Warburg.'],
    ['vancouver', '(1)', 'Orwell G. Nineteen eighty-four. London: Secker & Warburg; 1949.'],
    ['ieee', '[1]', 'G. Orwell, Nineteen Eighty-Four. London: Secker & Warburg, 1949.'],
  ];

  it.each(book)('cites Orwell’s Nineteen Eighty-Four in %s exactly', (style, inText, reference) => {
    const result = cite(orwell, style);
    expect(result.style).toBe(style);
    expect(result.inText).toBe(inText);
    expect(result.reference).toBe(reference);
  });

  const article: Array<[style: Parameters<typeof cite>[1], inText: string, reference: string]> = [
    [
      'apa',
      '(Turing, 1950)',
      'Turing, A. M. (1950). Computing machinery and intelligence. Mind, 59(236), 433–460. https://doi.org/10.1093/mind/LIX.236.433',
    ],
    [
      'mla',
      '(Turing)',
      'Turing, Alan M. “Computing Machinery and Intelligence.” Mind, vol. 59, no. 236, Oct. 1950, pp. 433–60, https://doi.org/10.1093/mind/LIX.236.433.',
    ],
    [
      'chicago-author-date',
      '(Turing 1950)',
      'Turing, Alan M. 1950. “Computing Machinery and Intelligence.” Mind 59 (236): 433–60. https://doi.org/10.1093/mind/LIX.236.433.',
    ],
    [
      'chicago-notes',
      'Alan M. Turing, “Computing Machinery and Intelligence,” Mind 59, no. 236 (October 1950): 433–60, https://doi.org/10.1093/mind/LIX.236.433.',
      'Turing, Alan M. “Computing Machinery and Intelligence.” Mind 59, no. 236 (October 1950): 433–60. https://doi.org/10.1093/mind/LIX.236.433.',
    ],
  ];

  it.each(article)('cites Turing’s 1950 article in %s exactly', (style, inText, reference) => {
    const result = cite(turing, style);
    expect(result.inText).toBe(inText);
    expect(result.reference).toBe(reference);
  });

  it('keeps italics in the HTML entry and escapes the rest', () => {
    expect(cite(orwell, 'apa').referenceHtml).toBe(
      'Orwell, G. (1949). <i>Nineteen eighty-four</i>. Secker &#38; Warburg.',
    );
    expect(cite(turing, 'mla').referenceHtml).toContain('<i>Mind</i>, vol. 59');
    const hostile = cite({ type: 'book', title: '<script>alert(1)</script>', authors: [] }, 'apa');
    expect(hostile.referenceHtml).not.toContain('<script>');
    expect(hostile.referenceHtml).toContain('&#60;script&#62;');
  });

  it('drops the list number from a numbered style’s single entry', () => {
    expect(cite(turing, 'ieee').referenceHtml).toBe(
      'A. M. Turing, “Computing Machinery and Intelligence,” <i>Mind</i>, vol. 59, no. 236, pp. 433–460, Oct. 1950, doi: 10.1093/mind/LIX.236.433.',
    );
  });

  it('exports the source as BibTeX and RIS, with the title as typed', () => {
    const { bibtex, ris } = cite(orwell, 'apa');
    expect(bibtex).toBe(
      [
        '@book{Orwell1949Nineteen,',
        '\taddress = {London},',
        '\tauthor = {Orwell, George},',
        '\tyear = {1949},',
        '\tpublisher = {Secker \\& Warburg},',
        '\ttitle = {Nineteen {Eighty}-{Four}},',
        '}',
      ].join('\n'),
    );
    expect(ris.split('\n')).toEqual(
      expect.arrayContaining([
        'TY  - BOOK',
        'AU  - Orwell, George',
        'PY  - 1949',
        'PB  - Secker & Warburg',
        'TI  - Nineteen Eighty-Four',
      ]),
    );
    const article = cite(turing, 'mla');
    expect(article.bibtex).toMatch(/^@article\{Turing1950Computing,/);
    expect(article.bibtex).toContain('doi = {10.1093/mind/LIX.236.433}');
    expect(article.ris).toContain('TY  - JOUR');
    expect(article.ris).toContain('DO  - 10.1093/mind/LIX.236.433');
  });

  it('cites a web page with its access date and a video with its platform and channel', () => {
    const page = cite(
      {
        type: 'webpage',
        title: 'Citation Style Language',
        container: 'CitationStyles.org',
        year: 'March 3, 2023',
        url: 'https://citationstyles.org/',
        accessed: '2026-11-25',
      },
      'harvard',
    );
    expect(page.reference).toBe(
      'Citation style language (2023) CitationStyles.org. Available at: https://citationstyles.org/ (Accessed: November 25, 2026).',
    );
    const video = cite(
      {
        type: 'video',
        title: 'How Citations Work',
        channel: 'Library Help',
        platform: 'YouTube',
        year: '2021-05-04',
        url: 'https://www.youtube.com/watch?v=abc123',
      },
      'apa',
    );
    expect(video.inText).toBe('(Library Help, 2021)');
    expect(video.reference).toBe(
      'Library Help. (2021, May 4). How citations work [Video]. YouTube. https://www.youtube.com/watch?v=abc123',
    );
  });

  it('lists many authors as each style does (APA: 20, then et al. rules of the style)', () => {
    const authors = Array.from({ length: 20 }, (_, i) => ({ given: 'Ann', family: `Author${i + 1}` }));
    const result = cite({ ...turing, authors }, 'apa');
    expect(result.inText).toBe('(Author1 et al., 1950)');
    expect(result.reference.startsWith('Author1, A., Author2, A.')).toBe(true);
  });

  it('refuses bad input naming the field', () => {
    expect(() => cite({ ...orwell, title: ' ' }, 'apa')).toThrow(/^title: The title is required\./);
    expect(() => cite({ ...orwell, year: 'the forties' }, 'apa')).toThrow(
      /^year: “the forties” is not a date/,
    );
    expect(() => cite({ ...orwell, authors: [{ given: 'A', family: '' }] }, 'apa')).toThrow(
      /^authors\.0\.family: /,
    );
    expect(() => cite(orwell, 'turabian' as 'apa')).toThrow(/^style: Choose one of/);
    expect(() => cite({ ...orwell, authors: Array(21).fill({ given: 'A', family: 'B' }) }, 'apa')).toThrow(
      AppError,
    );
  });

  it.each(adversarialInputs)('refuses a 1 MB %s as a title at once', (_name, make) => {
    expect(() => cite({ ...orwell, title: make() }, 'apa')).toThrow(/^title: /);
  });
});

describe('citation helpers', () => {
  it('read dates in the usual forms', () => {
    expect(parseDate('year', '1949')).toEqual([1949]);
    expect(parseDate('year', 1949)).toEqual([1949]);
    expect(parseDate('year', '1950-10')).toEqual([1950, 10]);
    expect(parseDate('year', '2021/5/4')).toEqual([2021, 5, 4]);
    expect(parseDate('year', 'June 8, 1949')).toEqual([1949, 6, 8]);
    expect(parseDate('year', '8 June 1949')).toEqual([1949, 6, 8]);
    expect(parseDate('year', 'Sept. 1949')).toEqual([1949, 9]);
    expect(() => parseDate('accessed', '2021-13-01')).toThrow(/^accessed: /);
  });

  it('turn Title Case into sentence case, keeping names, acronyms and parts after a colon', () => {
    expect(sentenceCase('Nineteen Eighty-Four')).toBe('Nineteen eighty-four');
    expect(sentenceCase('A History of London and Paris')).toBe('A history of London and Paris');
    expect(sentenceCase('Why NASA Loves the iPhone: A Study of George Washington')).toBe(
      'Why NASA loves the iPhone: A study of George Washington',
    );
    expect(sentenceCase('Already in sentence case about Paris')).toBe('Already in sentence case about Paris');
  });
});
