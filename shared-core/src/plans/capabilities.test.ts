import { capabilitiesOf, comparisonRows, featureLines } from './capabilities';
import { defaultPlanCatalogue, type Plan } from './catalogue';

const plans = defaultPlanCatalogue.plans;
const byKey = (key: string): Plan => plans.find((p) => p.key === key)!;

describe('the capability table', () => {
  it('gives the free plan one seat, no API, no bulk generator and the standard model', () => {
    expect(capabilitiesOf(byKey('free'), true)).toEqual({
      seats: 1,
      invitable: 0,
      teamInvites: false,
      apiAccess: false,
      bulkGenerator: false,
      gpt4: false,
    });
  });

  it('falls back to the free plan’s capabilities when a paid plan is not in force', () => {
    expect(capabilitiesOf(byKey('advanced_3_monthly'), false)).toEqual(capabilitiesOf(byKey('free'), true));
    expect(capabilitiesOf(null, true).seats).toBe(1);
  });

  it('counts the owner among the seats: a team of up to 4 has three places', () => {
    expect(capabilitiesOf(byKey('advanced_1_monthly'), true)).toMatchObject({
      seats: 4,
      invitable: 3,
      teamInvites: true,
      apiAccess: true,
      gpt4: true,
    });
    expect(capabilitiesOf(byKey('starter_monthly'), true)).toMatchObject({
      seats: 3,
      apiAccess: false,
      bulkGenerator: true,
    });
  });

  it('writes every card line and comparison cell from the same capabilities the API checks', () => {
    for (const plan of plans) {
      const caps = capabilitiesOf(plan, true);
      const cell = (key: string) => comparisonRows.find((r) => r.key === key)!.value(plan);
      expect(cell('apiAccess')).toBe(caps.apiAccess);
      expect(cell('bulkGenerator')).toBe(caps.bulkGenerator);
      expect(cell('gpt4')).toBe(caps.gpt4);
      expect(cell('seats')).toBe(caps.seats === 1 ? 'Just you' : `Up to ${caps.seats}`);
      expect(plan.features).toEqual(featureLines(plan));
      expect(plan.features.includes('API access')).toBe(caps.apiAccess);
      expect(plan.features.includes('Single user')).toBe(caps.seats === 1);
    }
  });

  it('promises no quota the product does not meter, and free words only once', () => {
    for (const plan of plans) expect(plan.features.join('\n')).not.toMatch(/GPT-4-class words/);
    expect(byKey('free').features[0]).toBe('5,000 words to start');
    expect(byKey('starter_monthly').features[0]).toMatch(/words per month$/);
  });
});
