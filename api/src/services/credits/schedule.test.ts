import type { GrantSchedule } from '../../models/CreditAccount';
import {
  addMonths,
  dueGrant,
  freeSchedule,
  nextGrantAt,
  type PlanForSchedule,
  rescheduleForPlan,
} from './schedule';

const d = (iso: string) => new Date(iso);
const allowance = { words: 20_000, workflows: 5, aiImages: 50, imageRestores: 50 };

function plan(over: Partial<PlanForSchedule> = {}): PlanForSchedule {
  return {
    planKey: 'starter_monthly',
    planType: 'subscription',
    weight: 10,
    active: true,
    allowance,
    periodStart: d('2030-01-31T10:00:00Z'),
    periodEnd: d('2030-02-28T10:00:00Z'),
    ...over,
  };
}

describe('addMonths', () => {
  it('adds calendar months in UTC, clamping the day to the month', () => {
    expect(addMonths(d('2030-01-31T10:00:00Z'), 1)).toEqual(d('2030-02-28T10:00:00Z'));
    expect(addMonths(d('2032-01-31T10:00:00Z'), 1)).toEqual(d('2032-02-29T10:00:00Z'));
    expect(addMonths(d('2030-01-31T10:00:00Z'), 2)).toEqual(d('2030-03-31T10:00:00Z'));
    expect(addMonths(d('2030-11-15T00:00:00Z'), 14)).toEqual(d('2032-01-15T00:00:00Z'));
  });
});

describe('dueGrant and nextGrantAt', () => {
  const yearly: GrantSchedule = {
    ...freeSchedule(),
    planKey: 'starter_yearly',
    active: true,
    anchor: d('2030-01-15T00:00:00Z'),
    nextIndex: 0,
    periodStart: d('2030-01-15T00:00:00Z'),
    periodEnd: d('2031-01-15T00:00:00Z'),
    allowance,
  };

  it('is due at the anchor, then monthly within the paid period', () => {
    expect(dueGrant(yearly, d('2030-01-14T23:59:59Z'))).toBeNull();
    expect(dueGrant(yearly, d('2030-01-15T00:00:00Z'))).toEqual({
      at: d('2030-01-15T00:00:00Z'),
      nextIndex: 1,
    });
    expect(dueGrant({ ...yearly, nextIndex: 1 }, d('2030-02-14T00:00:00Z'))).toBeNull();
    expect(nextGrantAt({ ...yearly, nextIndex: 1 })).toEqual(d('2030-02-15T00:00:00Z'));
  });

  it('gives only the latest of several missed grants', () => {
    expect(dueGrant({ ...yearly, nextIndex: 1 }, d('2030-06-20T00:00:00Z'))).toEqual({
      at: d('2030-06-15T00:00:00Z'),
      nextIndex: 6,
    });
  });

  it('stops at the end of the paid period, and for an inactive plan', () => {
    expect(nextGrantAt({ ...yearly, nextIndex: 12 })).toBeNull();
    expect(dueGrant({ ...yearly, nextIndex: 12 }, d('2031-03-01T00:00:00Z'))).toBeNull();
    expect(dueGrant({ ...yearly, active: false }, d('2030-02-01T00:00:00Z'))).toBeNull();
  });

  it('grants a monthly period once: the next grant waits for the renewal', () => {
    const monthly = { ...yearly, periodEnd: d('2030-02-15T00:00:00Z') };
    expect(dueGrant(monthly, d('2030-01-20T00:00:00Z'))?.nextIndex).toBe(1);
    expect(nextGrantAt({ ...monthly, nextIndex: 1 })).toBeNull();
    // A period end a little off the calendar month still gives one grant.
    const offBy = { ...monthly, periodEnd: d('2030-02-15T00:05:00Z'), nextIndex: 1 };
    expect(dueGrant(offBy, d('2030-02-15T00:01:00Z'))).toBeNull();
  });

  it('grants lifetime plans monthly, with no end', () => {
    const lifetime = { ...yearly, planType: 'lifetime', periodEnd: null, nextIndex: 40 };
    expect(nextGrantAt(lifetime)).toEqual(d('2033-05-15T00:00:00Z'));
  });
});

describe('rescheduleForPlan', () => {
  const now = d('2030-02-10T00:00:00Z');
  const running: GrantSchedule = {
    ...freeSchedule(),
    planKey: 'starter_monthly',
    weight: 10,
    active: true,
    anchor: d('2030-01-31T10:00:00Z'),
    nextIndex: 1,
    periodStart: d('2030-01-31T10:00:00Z'),
    periodEnd: d('2030-02-28T10:00:00Z'),
    allowance,
  };

  it('grants a new plan from its period start', () => {
    const { schedule, expireNow } = rescheduleForPlan(freeSchedule(), plan(), now);
    expect(schedule).toMatchObject({
      planKey: 'starter_monthly',
      active: true,
      anchor: d('2030-01-31T10:00:00Z'),
      nextIndex: 0,
    });
    expect(expireNow).toBe(false);
  });

  it('grants an upgrade at once', () => {
    const { schedule } = rescheduleForPlan(running, plan({ planKey: 'advanced_1_monthly', weight: 30 }), now);
    expect(schedule).toMatchObject({ anchor: now, nextIndex: 0, planKey: 'advanced_1_monthly' });
  });

  it('keeps the schedule on a downgrade: the smaller allowance comes with the next grant', () => {
    const { schedule } = rescheduleForPlan(
      running,
      plan({ planKey: 'advanced_legacy_monthly', weight: 5 }),
      now,
    );
    expect(schedule).toMatchObject({ anchor: running.anchor, nextIndex: 1, weight: 5 });
  });

  it('grants a renewal at the new period start', () => {
    const renewed = plan({ periodStart: d('2030-02-28T10:00:00Z'), periodEnd: d('2030-03-31T10:00:00Z') });
    const { schedule } = rescheduleForPlan(running, renewed, d('2030-02-28T10:00:05Z'));
    expect(schedule).toMatchObject({ anchor: d('2030-02-28T10:00:00Z'), nextIndex: 0 });
  });

  it('stops grants and expires the plan’s credits when the plan ends', () => {
    const { schedule, expireNow } = rescheduleForPlan(running, plan({ active: false }), now);
    expect(schedule).toMatchObject({ active: false, anchor: null });
    expect(expireNow).toBe(true);
  });

  it('takes a period start a little ahead of our clock as now, and a far one as it is', () => {
    const soon = rescheduleForPlan(freeSchedule(), plan({ periodStart: d('2030-02-10T00:01:00Z') }), now);
    expect(soon.schedule.anchor).toEqual(now);
    const later = rescheduleForPlan(freeSchedule(), plan({ periodStart: d('2030-03-01T00:00:00Z') }), now);
    expect(later.schedule.anchor).toEqual(d('2030-03-01T00:00:00Z'));
  });
});
