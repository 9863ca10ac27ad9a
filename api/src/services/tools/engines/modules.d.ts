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
