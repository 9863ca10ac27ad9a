/**
 * The free tools' library engines: pure functions with exact, explainable
 * results in the shapes of @inkpress/shared-core/tools (results.ts). Each
 * refuses bad input with the API's ValidationError naming the field, and runs
 * in linear time in its input. See each file for how it works and why.
 *
 *   checkGrammar(text): Promise<GrammarReport>           grammar.ts (Harper + nspell)
 *   readabilityReport(text): ReadabilityReport          readability.ts
 *   convertVoice(text, direction): VoiceReport          voice.ts (compromise)
 *   cite(source, style): CitationResult                 citation.ts (citation-js + CSL)
 *   detectAi(text): DetectorReport                      detector.ts
 *   extractKeywords(text, limit?): KeywordReport        keywords.ts
 *   acronyms(phrase, count): string[]                   acronyms.ts
 */
export { acronyms } from './acronyms';
export { CitationSource, cite } from './citation';
export { detectAi } from './detector';
export { checkGrammar } from './grammar';
export { extractKeywords } from './keywords';
export { readabilityReport } from './readability';
export { convertVoice } from './voice';
