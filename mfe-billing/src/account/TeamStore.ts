import type { LoadStatus } from '@inkpress/shared-ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountApi, Team, TeamUser } from './api';
import { explainError } from './errors';
import { loadInto } from './loadInto';

/**
 * The signed-in user's team for the settings screen: load, invite, remove a
 * member or cancel an invitation. Every change answers with the whole team,
 * which replaces the one shown.
 */
export class TeamStore {
  team: Team | null = null;
  status: LoadStatus = 'idle';
  /** Why the last load failed, in words. */
  loadError = '';
  /** Rows with a removal in flight. */
  pending = new Set<string>();

  private readonly api: AccountApi;

  constructor(api: AccountApi) {
    this.api = api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get owner(): TeamUser | undefined {
    return this.team?.teamUsers.find((u) => u.role === 'Owner');
  }

  /** The owner first, then the members who joined. */
  get members(): TeamUser[] {
    return this.team?.teamUsers.filter((u) => u.status === 'active') ?? [];
  }

  get invites(): TeamUser[] {
    return this.team?.teamUsers.filter((u) => u.status === 'invited') ?? [];
  }

  /** Places taken by members and pending invitations (the owner needs none). */
  get placesUsed(): number {
    return this.team?.teamUsers.filter((u) => u.role !== 'Owner').length ?? 0;
  }

  get maxTeamSize(): number {
    return this.team?.maxTeamSize ?? 0;
  }

  get isFull(): boolean {
    return this.placesUsed >= this.maxTeamSize;
  }

  isOwner(userId: string | undefined): boolean {
    return Boolean(userId) && this.owner?.id === userId;
  }

  load() {
    return loadInto(
      this,
      () => this.api.team(),
      (team) => {
        this.team = team;
      },
    );
  }

  /** Invites an address; rejects with the API's error for the form to explain. */
  async invite(email: string) {
    if (!this.team) throw new Error('The team is not loaded');
    const team = await this.api.invite(this.team.id, email.trim().toLowerCase());
    runInAction(() => {
      this.team = team;
    });
    return team;
  }

  /** Removes a member or cancels an invitation; resolves to an error message, or '' when done. */
  async remove(id: string): Promise<string> {
    if (!this.team || this.pending.has(id)) return '';
    this.pending.add(id);
    try {
      const team = await this.api.removeFromTeam(this.team.id, id);
      runInAction(() => {
        this.team = team;
      });
      return '';
    } catch (err) {
      return explainError(err, {
        Forbidden: 'Only the team owner can remove members.',
        NotFound: 'This person is no longer in the team. The list was refreshed.',
      }).message;
    } finally {
      runInAction(() => {
        this.pending.delete(id);
      });
    }
  }

  reset() {
    this.team = null;
    this.status = 'idle';
    this.loadError = '';
    this.pending.clear();
  }
}
