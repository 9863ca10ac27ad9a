/**
 * The account calls of mfe-billing, typed, on the shell's one API client
 * (credentials, CSRF header, client headers). Stores and screens call these,
 * never fetch.
 */
import {
  type ApiClient,
  type PartnerCreateInput,
  type PartnerUpdateBody,
  PartnerView,
  PartnerViews,
  UserView,
} from '@inkpress/shared-core';
import type { SessionUser } from '@inkpress/shared-ui';

/** What register and login answer: the get-session shape. */
export interface SessionPayload {
  user: SessionUser;
  isInternal: boolean;
}

/** GET /api/users/me, as shared-core defines it. */
export type AccountDetails = UserView;

export type TeamUserStatus = 'active' | 'invited';

/** One row of Team.teamUsers: the owner, a member, or a pending invitation (status 'invited'). */
export interface TeamUser {
  /** A user id, or the invitation's id for a pending invitation. */
  id: string;
  email: string;
  name: string;
  role: 'Owner' | 'Member' | (string & {});
  status: TeamUserStatus;
  created_at: string | null;
  expiresAt: string | null;
}

export interface Team {
  id: string;
  teamUsers: TeamUser[];
  maxTeamSize: number;
}

export interface ApiKey {
  id: string;
  name: string;
  /** The first characters of the key, to recognise it. */
  prefix: string;
  lastUsedAt: string | null;
  createdAt: string;
}

/** The create answer: the one time the key itself is shown. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export function accountApi(api: ApiClient) {
  return {
    login: (body: { email: string; password: string }) => api.post<SessionPayload>('/api/auth/login', body),
    register: (body: { email: string; password: string }) =>
      api.post<SessionPayload>('/api/auth/register', body),
    forgotPassword: (email: string) => api.post<{ sent: boolean }>('/api/auth/forgot-password', { email }),
    resetPassword: (key: string, password: string) =>
      api.post<{ reset: boolean }>('/api/auth/reset-password', { key, password }),
    verifyEmail: (key: string) => api.post<{ verified: boolean }>('/api/auth/verify-email', { key }),
    requestVerification: () =>
      api.post<{ verified: boolean; sent: boolean }>('/api/auth/verify-email/request', {}),
    changePassword: (body: { currentPassword: string; password: string }) =>
      api.post<{ changed: boolean }>('/api/auth/change-password', body),
    me: () => api.get('/api/users/me', { schema: UserView }),
    team: () => api.get<Team>('/api/team'),
    invite: (teamId: string, email: string) =>
      api.post<Team>(`/api/team/${encodeURIComponent(teamId)}`, { email }),
    removeFromTeam: (teamId: string, id: string) =>
      api.delete<Team>(`/api/team/${encodeURIComponent(teamId)}/${encodeURIComponent(id)}`),
    acceptInvite: (token: string) => api.post<Team>('/api/team/accept', { token }),
    apiKeys: () => api.get<ApiKey[]>('/api/api-key'),
    createApiKey: (name: string) => api.post<CreatedApiKey>('/api/api-key', { name }),
    deleteApiKey: (id: string) => api.delete<{ id: string }>(`/api/api-key/${encodeURIComponent(id)}`),
    // Partners that embed the free tools: internal users only (403 for anyone else).
    partners: () => api.get('/api/partners', { schema: PartnerViews }),
    createPartner: (body: PartnerCreateInput) => api.post('/api/partners', body, { schema: PartnerView }),
    updatePartner: (id: string, body: PartnerUpdateBody) =>
      api.patch(`/api/partners/${encodeURIComponent(id)}`, body, { schema: PartnerView }),
    deletePartner: (id: string) =>
      api.delete<{ id: string; deleted: boolean }>(`/api/partners/${encodeURIComponent(id)}`),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
