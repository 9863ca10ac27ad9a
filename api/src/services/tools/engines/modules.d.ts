/** Types for the CommonJS packages the engines use that ship none. */
declare module 'syllable' {
  /** Syllables in an English word or phrase (0 for a value without letters). */
  function syllable(value: string): number;
  export = syllable;
}

declare module 'nspell' {
  interface NSpell {
    /** Whether the word is spelled correctly (with the dictionary's affixes). */
    correct(word: string): boolean;
    /** Corrections, in no particular order (nspell does not rank them). */
    suggest(word: string): string[];
  }
  function nspell(dictionary: { aff: Uint8Array | string; dic?: Uint8Array | string }): NSpell;
  export = nspell;
}

declare module '@citation-js/core' {
  type FormatOptions = { template?: string; format?: 'text' | 'html'; lang?: string };
  export class Cite {
    constructor(data: object | object[]);
    format(format: 'bibliography' | 'citation' | 'bibtex' | 'ris', options?: FormatOptions): string;
  }
  interface Register {
    add(name: string, value: string): void;
    has(name: string): boolean;
  }
  export const plugins: { config: { get(plugin: '@csl'): { styles: Register; locales: Register } } };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';

/** citation-js's cached citeproc-js engine for a registered style (the CSL plugin's lib/engines.js). */
declare module '@citation-js/plugin-csl/lib/engines.js' {
  interface Bibliography {
    bibstart: string;
    bibend: string;
  }
  interface CiteprocEngine {
    updateItems(ids: string[]): string[];
    setOutputFormat(format: 'text' | 'html'): void;
    makeBibliography(): [Bibliography, string[]];
    /** The in-text citation of registered items, outside any document (no note numbers, no "ibid."). */
    makeCitationCluster(items: { id: string }[]): string;
  }
  function prepareEngine(
    items: object[],
    style: string,
    locale: string,
    format: 'text' | 'html',
  ): CiteprocEngine;
  export default prepareEngine;
}
