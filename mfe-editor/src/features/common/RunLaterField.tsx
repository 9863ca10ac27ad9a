import type { ScheduledWorkflowRunView } from '@inkpress/shared-core';
import { Input, Notice } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RunLater } from './RunLater';

/** The "Run later" switch and, when on, the time to run at. */
export const RunLaterField = observer(function RunLaterField({ later }: { later: RunLater }) {
  return (
    <Later>
      <label>
        <input type="checkbox" checked={later.on} onChange={(e) => later.setOn(e.target.checked)} />
        Run later
      </label>
      {later.on && (
        <Input
          type="datetime-local"
          label={`Run at (your time zone, ${later.timeZone})`}
          hint="Credits are held when it runs; it shows in the calendar until then."
          value={later.runAt}
          error={later.problem ?? undefined}
          onChange={(e) => later.setRunAt(e.target.value)}
        />
      )}
    </Later>
  );
});

/** What was scheduled, when, and where to see or cancel it. */
export function ScheduledNotice({ scheduled, what }: { scheduled: ScheduledWorkflowRunView; what: string }) {
  const at = new Date(scheduled.at).toLocaleString('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: scheduled.time_zone,
  });
  return (
    <Notice tone="success" title="Run scheduled">
      {`${what} will run on ${at} (${scheduled.time_zone}). `}
      <Link to="/dashboard/autoblogging?tab=calendar">See it in the calendar</Link>, where you can cancel it.
    </Notice>
  );
}

const Later = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  label:first-child {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;
