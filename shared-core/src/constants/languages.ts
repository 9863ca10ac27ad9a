/** A content language: the language an article is written in. */
export interface Language {
  /** BCP 47 locale code, sent to the API and used for `lang` attributes. */
  code: string;
  /** English name, for sorting and search. */
  name: string;
  /** The name in the language itself, shown in pickers. */
  nativeName: string;
  /** Written right to left. */
  rtl?: true;
  /** In the AI-ready list: the models write it well enough for generation out of the box. */
  aiReady?: true;
}

/**
 * The 43 content languages of SPEC §3, English first. The 22 marked
 * aiReady are the languages today's large models write at native quality
 * (the best-resourced languages in their training data); the rest work but
 * deserve a proofread, and the UI says so.
 */
export const languages = [
  { code: 'en-US', name: 'English', nativeName: 'English', aiReady: true },
  { code: 'es-ES', name: 'Spanish', nativeName: 'Español', aiReady: true },
  { code: 'fr-FR', name: 'French', nativeName: 'Français', aiReady: true },
  { code: 'de-DE', name: 'German', nativeName: 'Deutsch', aiReady: true },
  { code: 'it-IT', name: 'Italian', nativeName: 'Italiano', aiReady: true },
  { code: 'pt-BR', name: 'Portuguese', nativeName: 'Português', aiReady: true },
  { code: 'nl-NL', name: 'Dutch', nativeName: 'Nederlands', aiReady: true },
  { code: 'pl-PL', name: 'Polish', nativeName: 'Polski', aiReady: true },
  { code: 'sv-SE', name: 'Swedish', nativeName: 'Svenska', aiReady: true },
  { code: 'da-DK', name: 'Danish', nativeName: 'Dansk', aiReady: true },
  { code: 'nb-NO', name: 'Norwegian', nativeName: 'Norsk bokmål', aiReady: true },
  { code: 'fi-FI', name: 'Finnish', nativeName: 'Suomi', aiReady: true },
  { code: 'cs-CZ', name: 'Czech', nativeName: 'Čeština', aiReady: true },
  { code: 'ro-RO', name: 'Romanian', nativeName: 'Română', aiReady: true },
  { code: 'tr-TR', name: 'Turkish', nativeName: 'Türkçe', aiReady: true },
  { code: 'ru-RU', name: 'Russian', nativeName: 'Русский', aiReady: true },
  { code: 'ar-SA', name: 'Arabic', nativeName: 'العربية', rtl: true, aiReady: true },
  { code: 'hi-IN', name: 'Hindi', nativeName: 'हिन्दी', aiReady: true },
  { code: 'id-ID', name: 'Indonesian', nativeName: 'Bahasa Indonesia', aiReady: true },
  { code: 'zh-CN', name: 'Chinese (Simplified)', nativeName: '简体中文', aiReady: true },
  { code: 'ja-JP', name: 'Japanese', nativeName: '日本語', aiReady: true },
  { code: 'ko-KR', name: 'Korean', nativeName: '한국어', aiReady: true },
  { code: 'zh-TW', name: 'Chinese (Traditional)', nativeName: '繁體中文' },
  { code: 'uk-UA', name: 'Ukrainian', nativeName: 'Українська' },
  { code: 'el-GR', name: 'Greek', nativeName: 'Ελληνικά' },
  { code: 'hu-HU', name: 'Hungarian', nativeName: 'Magyar' },
  { code: 'sk-SK', name: 'Slovak', nativeName: 'Slovenčina' },
  { code: 'bg-BG', name: 'Bulgarian', nativeName: 'Български' },
  { code: 'hr-HR', name: 'Croatian', nativeName: 'Hrvatski' },
  { code: 'sr-RS', name: 'Serbian', nativeName: 'Српски' },
  { code: 'sl-SI', name: 'Slovenian', nativeName: 'Slovenščina' },
  { code: 'lt-LT', name: 'Lithuanian', nativeName: 'Lietuvių' },
  { code: 'he-IL', name: 'Hebrew', nativeName: 'עברית', rtl: true },
  { code: 'fa-IR', name: 'Persian', nativeName: 'فارسی', rtl: true },
  { code: 'ur-PK', name: 'Urdu', nativeName: 'اردو', rtl: true },
  { code: 'bn-BD', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'ta-IN', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'te-IN', name: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'mr-IN', name: 'Marathi', nativeName: 'मराठी' },
  { code: 'th-TH', name: 'Thai', nativeName: 'ไทย' },
  { code: 'vi-VN', name: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { code: 'ms-MY', name: 'Malay', nativeName: 'Bahasa Melayu' },
  { code: 'fil-PH', name: 'Filipino', nativeName: 'Filipino' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof languages)[number]['code'];

/** Every content locale code, in list order. */
export const languageCodes: readonly LanguageCode[] = languages.map((l) => l.code);

/** The 22 AI-ready languages. */
export const aiReadyLanguages: readonly Language[] = languages.filter((l: Language) => l.aiReady === true);

/** The content language used when none is chosen. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';

/** True for one of the 43 content locale codes (exact, case-sensitive as sent by the client). */
export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (languageCodes as readonly string[]).includes(code);
}

/**
 * The content language for a locale: an exact code first, then the first
 * language with the same primary subtag ("pt-PT" → Portuguese, "en" →
 * English), with Chinese in traditional script or from Taiwan, Hong Kong or
 * Macau going to Chinese (Traditional); else undefined.
 */
export function findLanguage(locale: string): Language | undefined {
  const wanted = locale.trim().replace(/_/g, '-').toLowerCase();
  if (!wanted) return undefined;
  const exact = languages.find((l) => l.code.toLowerCase() === wanted);
  if (exact) return exact;
  const [primary, ...rest] = wanted.split('-');
  if (primary === 'zh' && rest.some((tag) => ['hant', 'tw', 'hk', 'mo'].includes(tag))) {
    return languages.find((l) => l.code === 'zh-TW');
  }
  return languages.find((l) => l.code.toLowerCase().split('-')[0] === primary);
}
