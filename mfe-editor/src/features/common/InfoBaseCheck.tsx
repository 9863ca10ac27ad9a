/**
 * "Use my info base" for articles: the checkbox the template flow (one
 * article), bulk runs and autoblog schedules share, with its one-line hint —
 * what the article does with the team's files, or, when the team has none,
 * that there is nothing to draw on yet and where to add them.
 */
import type { ApiClient } from '@inkpress/shared-core';
import { Checkbox, Link } from '@inkpress/shared-ui';
import type { ChangeEvent } from 'react';
import { createVoiceApi } from '../voice/voiceApi';

/** Where the team adds its info-base files: Brand Voice, on its Info base tab. */
export const infoBasePath = '/dashboard/brand-voice?tab=info-base';

/** How many info-base files the team has (GET /api/files?type=info-base), for a store to load. */
export function infoBaseFileCount(api: ApiClient) {
  const voice = createVoiceApi(api);
  return (signal?: AbortSignal) => voice.listInfoBase(signal).then((files) => files.length);
}

/** The label of the bulk and autoblog screens (the template flow keeps "Use my info base"). */
export const groundLabel = 'Ground articles in my info base';

export interface InfoBaseCheckProps {
  /** Whether the articles draw on the info base. */
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The team's info-base files: 0 says there are none yet; null or absent when not known. */
  files?: number | null;
  /** "one": the article of the template flow; "each": every article of a run or a schedule. */
  articles?: 'one' | 'each';
  label?: string;
  /** The checkbox's test id. */
  testId?: string;
}

const place = <Link to={infoBasePath}>Brand Voice → Info base</Link>;

/** The info-base checkbox with its hint. */
export function InfoBaseCheck({
  checked,
  onChange,
  files,
  articles = 'each',
  label = groundLabel,
  testId = 'ground-info-base',
}: InfoBaseCheckProps) {
  const subject = articles === 'one' ? 'The article' : 'Each article';
  const hint =
    files === 0 ? (
      <span data-testid="info-base-empty">
        Your team has no info-base files yet, so there is nothing to draw on: add them in {place}.
      </span>
    ) : (
      <span>
        {subject} uses and cites your team’s uploaded files ({place}): [1], [2] in the text, a Sources list at
        the end naming each file. No extra cost.
      </span>
    );
  return (
    <Checkbox
      label={label}
      hint={hint}
      checked={checked}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
      data-testid={testId}
    />
  );
}
