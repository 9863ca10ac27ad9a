/**
 * The fields of a publish form — how to publish (draft, now or scheduled),
 * a site's terms to tick, the meta title and description — and the parts of
 * the publish body and the submit label each of them gives.
 */
import type { PublishStatus } from '@inkpress/shared-core';
import { Checkbox, Input, Textarea } from '@inkpress/shared-ui';
import styled from 'styled-components';
import { Choice, Choices } from './layout';
import { scheduleBounds, scheduleProblem, statusChoices } from './publishing';

/** What the submit button of a publish form says for a status: one post or many. */
export function submitLabel(status: PublishStatus, many = false): string {
  if (status === 'draft') return many ? 'Send all as drafts' : 'Send as draft';
  if (status === 'publish') return many ? 'Publish all now' : 'Publish now';
  return many ? 'Schedule all' : 'Schedule';
}

/**
 * Draft, publish now or schedule (with its date), as every publish popup
 * offers them; `choices` narrows them for a site that cannot schedule.
 */
export function StatusFields({
  status,
  onStatus,
  when,
  onWhen,
  choices = statusChoices,
}: {
  status: PublishStatus;
  onStatus: (status: PublishStatus) => void;
  when: string;
  onWhen: (when: string) => void;
  choices?: typeof statusChoices;
}) {
  return (
    <>
      <Choices role="radiogroup" aria-label="How to publish">
        {choices.map((choice) => (
          <Choice
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={status === choice.value}
            $active={status === choice.value}
            onClick={() => onStatus(choice.value)}
          >
            <strong>{choice.label}</strong>
            <span>{choice.text}</span>
          </Choice>
        ))}
      </Choices>
      {status === 'future' && (
        <Input
          label="Publish on"
          type="datetime-local"
          value={when}
          {...scheduleBounds()}
          hint="In your time zone. The post is sent as it is then: edits until that time go too."
          {...(scheduleProblem(when) ? { error: scheduleProblem(when)! } : {})}
          onChange={(e) => onWhen(e.target.value)}
        />
      )}
    </>
  );
}

/** The schedule part of a publish body: only when the post is scheduled. */
export function scheduleFor(status: PublishStatus, when: string) {
  return status === 'future' ? { schedulePublishConfig: { date: new Date(when).toISOString() } } : {};
}

/** A box of checkboxes, one a term (category, tag, blog…), `selected` the chosen ones' keys. */
export function TermChecklist<K extends string | number>({
  legend,
  terms,
  keyOf,
  selected,
  onChange,
}: {
  legend: string;
  terms: { id: string | number; name: string }[];
  keyOf: (term: { id: string | number; name: string }) => K;
  selected: K[];
  onChange: (selected: K[]) => void;
}) {
  if (terms.length === 0) return null;
  return (
    <Terms>
      <legend>{legend}</legend>
      {terms.map((term) => {
        const key = keyOf(term);
        return (
          <Checkbox
            key={term.id}
            label={term.name}
            checked={selected.includes(key)}
            onChange={() =>
              onChange(selected.includes(key) ? selected.filter((x) => x !== key) : [...selected, key])
            }
          />
        );
      })}
    </Terms>
  );
}

/** The optional meta title and description of a single publish. */
export function MetaFields({
  metaTitle,
  onMetaTitle,
  metaDescription,
  onMetaDescription,
  descriptionMax,
}: {
  metaTitle: string;
  onMetaTitle: (value: string) => void;
  metaDescription: string;
  onMetaDescription: (value: string) => void;
  descriptionMax: number;
}) {
  return (
    <>
      <Input
        label="Meta title (optional)"
        value={metaTitle}
        onChange={(e) => onMetaTitle(e.target.value)}
        maxLength={300}
      />
      <Textarea
        label="Meta description (optional)"
        value={metaDescription}
        onChange={(e) => onMetaDescription(e.target.value)}
        maxLength={descriptionMax}
        rows={2}
      />
    </>
  );
}

/** The trimmed meta fields of a publish body, left out when empty. */
export function metaFor(metaTitle: string, metaDescription: string) {
  return {
    ...(metaTitle.trim() ? { metaTitle: metaTitle.trim() } : {}),
    ...(metaDescription.trim() ? { metaDescription: metaDescription.trim() } : {}),
  };
}

const Terms = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  max-height: 160px;
  overflow: auto;
  legend {
    padding: 0 4px;
    color: ${({ theme }) => theme.colors.text.primary};
    /* The size of the other fields' labels. */
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;
