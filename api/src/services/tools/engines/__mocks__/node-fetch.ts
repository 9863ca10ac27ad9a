/**
 * Jest only: node-fetch 3 is ESM-only, and @citation-js/core requires it when
 * it loads (for DOI and URL look-ups, which the citation engine never makes).
 * Jest cannot require ES modules, so in the api test project this manual mock
 * of the package (Jest uses a __mocks__ file named after a node module
 * automatically) stands in for it with Node's own fetch. Outside Jest, Node
 * 20.19+ requires the real package (require(esm)).
 */
const fetch = (input: string | URL | Request, init?: RequestInit) => globalThis.fetch(input, init);

export default fetch;
export const { Headers, Request, Response, FormData, Blob, File } = globalThis;
export class FetchError extends Error {}
export class AbortError extends Error {}
export const isRedirect = (code: number) => [301, 302, 303, 307, 308].includes(code);
