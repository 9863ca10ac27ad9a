import { nextSort, sortRows } from './sortRows';

describe('sortRows', () => {
  const rows = [
    { title: 'Post 10', words: 900, date: new Date('2025-03-01') },
    { title: 'post 2', words: 1500, date: new Date('2025-01-01') },
    { title: 'Post 1', words: undefined, date: new Date('2025-02-01') },
  ];

  it('sorts strings naturally and case-insensitively', () => {
    expect(sortRows(rows, (row) => row.title, 'ascending').map((row) => row.title)).toEqual([
      'Post 1',
      'post 2',
      'Post 10',
    ]);
  });

  it('sorts numbers and dates in both directions, empty values last', () => {
    expect(sortRows(rows, (row) => row.words, 'ascending').map((row) => row.words)).toEqual([
      900,
      1500,
      undefined,
    ]);
    expect(sortRows(rows, (row) => row.words, 'descending').map((row) => row.words)).toEqual([
      1500,
      900,
      undefined,
    ]);
    expect(sortRows(rows, (row) => row.date, 'descending').map((row) => row.title)).toEqual([
      'Post 10',
      'Post 1',
      'post 2',
    ]);
  });

  it('is stable and does not mutate its input', () => {
    const same = [
      { id: 'a', v: 1 },
      { id: 'b', v: 1 },
      { id: 'c', v: 0 },
    ];
    const copy = [...same];
    expect(sortRows(same, (row) => row.v, 'ascending').map((row) => row.id)).toEqual(['c', 'a', 'b']);
    expect(same).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('starts ascending, then toggles; a new column starts ascending again', () => {
    expect(nextSort(null, 'title')).toEqual({ key: 'title', direction: 'ascending' });
    expect(nextSort({ key: 'title', direction: 'ascending' }, 'title')).toEqual({
      key: 'title',
      direction: 'descending',
    });
    expect(nextSort({ key: 'title', direction: 'descending' }, 'title')).toEqual({
      key: 'title',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'title', direction: 'descending' }, 'words')).toEqual({
      key: 'words',
      direction: 'ascending',
    });
  });
});
