import {
  type LanguageCode,
  languages,
  type WorkflowRunView,
  workflowBySlug,
  workflowCost,
} from '@inkpress/shared-core';
import { Button, Input, Notice, Select, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, useErrorHandler } from '../common/errors';
import { RunLaterField, ScheduledNotice } from '../common/RunLaterField';
import { useCredits } from '../common/useCredits';
import { VideoToBlogForm as FormStore } from './WorkflowStores';
import { createWorkflowsApi } from './workflowsApi';

const languageOptions = languages.map((l) => ({ value: l.code, label: `${l.name} (${l.nativeName})` }));
const n = (value: number) => value.toLocaleString('en-US');

/** The video-to-blog form, with what a run costs before it starts. */
export const VideoToBlogFormView = observer(function VideoToBlogFormView({
  onStarted,
  canSchedule = false,
}: {
  onStarted: (run: WorkflowRunView) => void;
  /** Offers "Run later" (the dashboard's page). */
  canSchedule?: boolean;
}) {
  const { api } = useShell();
  const handleError = useErrorHandler();
  const credits = useCredits();
  const [form] = useState(() => new FormStore(createWorkflowsApi(api)));
  const cost = workflowCost('video-to-blog');
  const entry = workflowBySlug.get('video-to-blog')!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const run = await form.start();
      if (run) {
        void credits.refresh();
        onStarted(run);
      }
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Video to blog" noValidate>
      <Input
        label="YouTube video URL"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        hint={entry.inputs[0]?.help}
        value={form.url}
        error={form.urlProblem ?? undefined}
        onChange={(e) => form.setUrl(e.target.value)}
        required
      />
      <Fields>
        <Select
          label="Language of the article"
          value={form.language}
          options={languageOptions}
          onChange={(e) => form.setLanguage(e.target.value as LanguageCode)}
        />
        <Select
          label="Length"
          value={form.length}
          options={[
            { value: 'short', label: 'Short · about 1,200 words' },
            { value: 'medium', label: 'Medium · about 2,000 words' },
          ]}
          onChange={(e) => form.setLength(e.target.value as 'short' | 'medium')}
        />
      </Fields>
      {canSchedule && <RunLaterField later={form.later} />}
      <Cost data-testid="workflow-cost">
        This run costs <strong>1 workflow</strong> and <strong>{n(cost.words)} credits</strong>
        {form.later.on ? ', held when it runs' : ''}
        {credits.credits !== null ? ` (you have ${n(credits.credits)} credits)` : ''}. A run that fails is
        refunded; a video without captions costs nothing.
      </Cost>
      {form.scheduled && <ScheduledNotice scheduled={form.scheduled} what="The video" />}
      {form.error !== null && (
        <Notice tone="danger" title="The run did not start">
          {errorMessage(form.error)}
        </Notice>
      )}
      <div>
        <Button type="submit" loading={form.starting} disabled={form.starting}>
          {form.later.on ? 'Schedule' : 'Write the article'}
        </Button>
      </div>
    </Form>
  );
});

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Cost = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
