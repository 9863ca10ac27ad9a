import {
  PARTNER_DEFAULT_DAILY_QUOTA,
  PartnerCreateBody,
  type PartnerCreateInput,
  type PartnerView,
} from '@inkpress/shared-core';
import type { LoadStatus } from '@inkpress/shared-ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountApi } from './api';
import { explainError } from './errors';
import { FormModel } from './FormModel';
import { loadInto } from './loadInto';
import type { FieldErrors } from './validation';

/** The partner form's fields as typed: origins one per line, the quota as digits. */
export interface PartnerFormValues {
  name: string;
  origins: string;
  dailyQuota: string;
}

/** The form's text as the API's body: one origin per line (commas and spaces also split). */
export function partnerBody(values: PartnerFormValues): PartnerCreateInput {
  const quota = values.dailyQuota.trim();
  return {
    name: values.name,
    origins: values.origins.split(/[\s,]+/).filter(Boolean),
    dailyQuota: quota === '' ? PARTNER_DEFAULT_DAILY_QUOTA : Number(quota),
  };
}

/** The API's own rules (shared-core's PartnerCreateBody), with its messages, on each field. */
export function validatePartner(values: PartnerFormValues): FieldErrors<keyof PartnerFormValues> {
  const checked = PartnerCreateBody.safeParse(partnerBody(values));
  const errors: FieldErrors<keyof PartnerFormValues> = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0] as keyof PartnerFormValues | undefined;
    if (field && field in values && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function partnerForm(partner?: PartnerView) {
  return new FormModel<PartnerFormValues>({
    initial: partner
      ? { name: partner.name, origins: partner.origins.join('\n'), dailyQuota: String(partner.dailyQuota) }
      : { name: '', origins: '', dailyQuota: String(PARTNER_DEFAULT_DAILY_QUOTA) },
    validate: validatePartner,
  });
}

/** The embed code a partner pastes: the loader from this platform, the tool, the partner's key. */
export function embedCode(platformOrigin: string, key: string, tool: string): string {
  return `<script src="${platformOrigin}/widget.js" data-tool="${tool}" data-partner="${key}" async></script>`;
}

/**
 * The partners that embed the free tools (internal users): list with today's
 * runs, create, change, delete. The store owns its calls.
 */
export class PartnersStore {
  partners: PartnerView[] = [];
  status: LoadStatus = 'idle';
  loadError = '';
  pending = new Set<string>();

  private readonly api: AccountApi;

  constructor(api: AccountApi) {
    this.api = api;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** By name. */
  get sorted(): PartnerView[] {
    return [...this.partners].sort((a, b) => a.name.localeCompare(b.name));
  }

  load() {
    return loadInto(
      this,
      () => this.api.partners(),
      (partners) => {
        this.partners = partners;
      },
    );
  }

  /** Creates a partner; rejects with the API's error for the form to explain. */
  async create(values: PartnerFormValues): Promise<PartnerView> {
    const created = await this.api.createPartner(partnerBody(values));
    runInAction(() => {
      this.partners = [...this.partners.filter((p) => p.id !== created.id), created];
    });
    return created;
  }

  /** Saves the changed fields of a partner; rejects with the API's error for the form. */
  async update(partner: PartnerView, values: PartnerFormValues): Promise<PartnerView> {
    const body = partnerBody(values);
    const changed = {
      ...(body.name.trim() !== partner.name ? { name: body.name } : {}),
      ...(body.origins.join('\n') !== partner.origins.join('\n') ? { origins: body.origins } : {}),
      ...(body.dailyQuota !== partner.dailyQuota ? { dailyQuota: body.dailyQuota } : {}),
    };
    if (Object.keys(changed).length === 0) return partner;
    const saved = await this.api.updatePartner(partner.id, changed);
    runInAction(() => {
      this.partners = this.partners.map((p) => (p.id === saved.id ? saved : p));
    });
    return saved;
  }

  /** Deletes a partner (its embeds stop at once); resolves to an error message, or '' when done. */
  async remove(id: string): Promise<string> {
    if (this.pending.has(id)) return '';
    this.pending.add(id);
    try {
      await this.api.deletePartner(id);
      runInAction(() => {
        this.partners = this.partners.filter((p) => p.id !== id);
      });
      return '';
    } catch (err) {
      const explained = explainError(err, { NotFound: 'This partner was already deleted.' });
      if (explained.code === 'NotFound')
        runInAction(() => {
          this.partners = this.partners.filter((p) => p.id !== id);
        });
      return explained.message;
    } finally {
      runInAction(() => {
        this.pending.delete(id);
      });
    }
  }

  reset() {
    this.partners = [];
    this.status = 'idle';
    this.loadError = '';
    this.pending.clear();
  }
}
