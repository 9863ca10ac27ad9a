/**
 * What each plan lets an account do (SPEC §6): the one table behind the
 * pricing cards, the comparison table and every check the API makes. A
 * capability is on only while a paid plan is in force; without one (free,
 * canceled, unpaid) the account has the free plan's.
 *
 * - Seats count everyone in the team, the owner included: "Team of up to 4"
 *   is the owner and three teammates. Free is one seat: no invitations.
 * - API access: plans with withAPIAccess (Advanced, Older Advanced,
 *   Unlimited, lifetime 3–5). Creating a key and every call with one need it.
 * - Bulk generator and autoblogging: plans with withAccessToBulkGenerator.
 * - The GPT-4-class model: every paid plan, for every operation, while the
 *   user's features.gpt4 switch is on (Settings).
 *
 * Nothing here imports at run time, so the catalogue can build its feature
 * lines from it.
 */
import type { Plan } from './catalogue';

/** The team size when a plan gives none (SPEC §5, §9). */
export const DEFAULT_TEAM_SIZE = 3;

/** A plan's team size (people, owner included): its maxTeamSize when a positive whole number, else 3. */
export function teamSize(plan: { maxTeamSize?: number | null } | null | undefined): number {
  const size = plan?.maxTeamSize;
  return typeof size === 'number' && Number.isSafeInteger(size) && size > 0 ? size : DEFAULT_TEAM_SIZE;
}

export const capabilities = ['teamInvites', 'apiAccess', 'bulkGenerator', 'gpt4'] as const;
export type Capability = (typeof capabilities)[number];

/** How a capability is named in messages ("… is not part of your plan"). */
export const capabilityNames: Record<Capability, string> = {
  teamInvites: 'Inviting teammates',
  apiAccess: 'API access',
  bulkGenerator: 'The bulk generator',
  gpt4: 'The GPT-4-class model',
};

/** The fields of a plan the capabilities follow from. */
export type CapabilityPlan = Pick<
  Plan,
  'key' | 'maxTeamSize' | 'withAPIAccess' | 'withAccessToBulkGenerator'
>;

export interface PlanCapabilities {
  /** People in the team, the owner included. */
  seats: number;
  /** Members plus pending invitations the owner may have: seats − 1. */
  invitable: number;
  teamInvites: boolean;
  apiAccess: boolean;
  bulkGenerator: boolean;
  gpt4: boolean;
}

/** The capabilities of `plan`; the free plan's unless it is a paid plan in force. */
export function capabilitiesOf(plan: CapabilityPlan | null | undefined, inForce: boolean): PlanCapabilities {
  const paid = !!plan && plan.key !== 'free' && inForce;
  const seats = paid ? teamSize(plan) : 1;
  return {
    seats,
    invitable: seats - 1,
    teamInvites: seats > 1,
    apiAccess: paid && plan.withAPIAccess,
    bulkGenerator: paid && plan.withAccessToBulkGenerator,
    gpt4: paid,
  };
}

/** The fields of a plan its card and comparison column show. */
export type ComparedPlan = CapabilityPlan &
  Pick<Plan, 'type' | 'wordsPerMonth' | 'workflowsPerMonth' | 'aiImages' | 'imageRestores'>;

export interface ComparisonRow {
  key: string;
  label: string;
  /** A number or phrase, or true / false for included / not. */
  value: (plan: ComparedPlan) => string | boolean;
  /** The line on the plan's card, or null to leave it off. */
  line: (plan: ComparedPlan) => string | null;
}

const thousands = (n: number) => n.toLocaleString('en-US');
const offered = (plan: ComparedPlan) => capabilitiesOf(plan, true);

/** The comparison table's rows and the cards' lines, from the capabilities above. */
export const comparisonRows: readonly ComparisonRow[] = [
  {
    key: 'words',
    label: 'Words',
    // The free plan's words are given once, at sign-up; paid plans give theirs every month.
    value: (p) =>
      p.key === 'free' ? `${thousands(p.wordsPerMonth)} to start` : `${thousands(p.wordsPerMonth)} a month`,
    line: (p) =>
      p.key === 'free'
        ? `${thousands(p.wordsPerMonth)} words to start`
        : `${thousands(p.wordsPerMonth)} words per month`,
  },
  {
    key: 'workflows',
    label: 'Workflows per month',
    value: (p) => (p.workflowsPerMonth ? thousands(p.workflowsPerMonth) : false),
    line: (p) => (p.workflowsPerMonth ? `${thousands(p.workflowsPerMonth)} workflows per month` : null),
  },
  {
    key: 'aiImages',
    label: 'AI images per month',
    value: (p) => thousands(p.aiImages),
    line: (p) => `${thousands(p.aiImages)} AI images per month`,
  },
  {
    key: 'imageRestores',
    label: 'Image restores per month',
    value: (p) => thousands(p.imageRestores),
    line: (p) => `${thousands(p.imageRestores)} image restores per month`,
  },
  {
    key: 'seats',
    label: 'Team members',
    value: (p) => (offered(p).seats === 1 ? 'Just you' : `Up to ${offered(p).seats}`),
    line: (p) => (offered(p).seats === 1 ? 'Single user' : `Team of up to ${offered(p).seats}`),
  },
  {
    key: 'editor',
    label: 'AI text editor, templates and free AI tools',
    value: () => true,
    line: () => 'AI text editor, templates and free AI tools',
  },
  {
    key: 'gpt4',
    label: 'GPT-4-class model for every operation',
    value: (p) => offered(p).gpt4,
    line: (p) => (offered(p).gpt4 ? 'GPT-4-class model for every operation' : null),
  },
  {
    key: 'bulkGenerator',
    label: 'Bulk generator and autoblogging',
    value: (p) => offered(p).bulkGenerator,
    line: (p) => (offered(p).bulkGenerator ? 'Bulk content generator and autoblogging' : null),
  },
  {
    key: 'apiAccess',
    label: 'API access',
    value: (p) => offered(p).apiAccess,
    line: (p) => (offered(p).apiAccess ? 'API access' : null),
  },
];

/** The lines of a plan's card, in the comparison table's order. */
export function featureLines(plan: ComparedPlan): string[] {
  const lines = comparisonRows.map((row) => row.line(plan)).filter((l): l is string => l !== null);
  if (plan.type === 'lifetime') lines.push('Pay once, keep it for life');
  return lines;
}
