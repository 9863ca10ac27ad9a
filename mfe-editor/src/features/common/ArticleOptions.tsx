/**
 * The article settings that bulk generation and autoblog schedules share:
 * template, language and length pickers and the extra checks (FAQs,
 * readability…), with the same labels and choices on both screens.
 */
import { type BulkArticleOptions, type LanguageCode, languages } from '@inkpress/shared-core';
import { Checkbox, Select } from '@inkpress/shared-ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { Template } from '../../api/types';

export type ArticleLength = 'short' | 'medium';

export interface SelectOption {
  value: string;
  label: string;
}

export const articleOptionLabels: [keyof BulkArticleOptions, string][] = [
  ['faqs', 'FAQs'],
  ['readability', 'Readability'],
  ['simplifiedSentences', 'Simple sentences'],
  ['externalLinks', 'External links'],
  ['internalLinks', 'Internal links'],
  ['featureImage', 'Feature image'],
];

export const languageOptions: SelectOption[] = languages.map((l) => ({
  value: l.code,
  label: `${l.name} (${l.nativeName})`,
}));

export const lengthOptions: SelectOption[] = [
  { value: 'short', label: 'Short · 3,000 words' },
  { value: 'medium', label: 'Medium · 4,000 words' },
];

/** "No template" first, then the team's templates. */
export function useTemplateOptions(templates: Pick<Template, 'id' | 'name'>[]): SelectOption[] {
  return useMemo(
    () => [{ value: '', label: 'No template' }, ...templates.map((t) => ({ value: t.id, label: t.name }))],
    [templates],
  );
}

/** The template, language and length pickers (placed in the caller's field grid). */
export function ArticleBasics({
  templateOptions,
  templateId,
  language,
  length,
  onTemplate,
  onLanguage,
  onLength,
}: {
  templateOptions: SelectOption[];
  templateId: string;
  language: LanguageCode;
  length: ArticleLength;
  onTemplate: (id: string) => void;
  onLanguage: (language: LanguageCode) => void;
  onLength: (length: ArticleLength) => void;
}) {
  return (
    <>
      <Select
        label="Template"
        value={templateId}
        options={templateOptions}
        onChange={(e) => onTemplate(e.target.value)}
      />
      <Select
        label="Language"
        value={language}
        options={languageOptions}
        onChange={(e) => onLanguage(e.target.value as LanguageCode)}
      />
      <Select
        label="Length"
        value={length}
        options={lengthOptions}
        onChange={(e) => onLength(e.target.value as ArticleLength)}
      />
    </>
  );
}

/** The extra checks of every article, as checkboxes. */
export function ArticleOptionChecks({
  options,
  onChange,
}: {
  options: Partial<BulkArticleOptions>;
  onChange: (key: keyof BulkArticleOptions, on: boolean) => void;
}) {
  return (
    <Options>
      {articleOptionLabels.map(([key, label]) => (
        <Checkbox
          key={key}
          label={label}
          checked={Boolean(options[key])}
          onChange={(e) => onChange(key, e.target.checked)}
        />
      ))}
    </Options>
  );
}

/** A wrapping row of checkboxes. */
export const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
`;
