import { shouldReportError } from './reporting';

describe('shouldReportError', () => {
  it.each([
    ["Cannot read properties of undefined (reading 'then')"],
    ['Daily limit reached'],
    ['ChunkLoadError: Loading chunk 42 failed.'],
    ['Loading chunk vendors-main failed.'],
    ['Loading CSS chunk 7 failed. (/static/7.css)'],
    ['ResizeObserver loop completed with undelivered notifications.'],
    ['ResizeObserver loop limit exceeded'],
  ])('ignores %s', (message) => {
    expect(shouldReportError(new Error(message))).toBe(false);
    expect(shouldReportError(message)).toBe(false);
  });

  it('matches on the error name too', () => {
    const err = new Error('Loading failed');
    err.name = 'ChunkLoadError';
    expect(shouldReportError(err)).toBe(false);
  });

  it('reports everything else', () => {
    expect(shouldReportError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(true);
    expect(shouldReportError({ message: 'Request failed' })).toBe(true);
    expect(shouldReportError(42)).toBe(true);
  });
});
