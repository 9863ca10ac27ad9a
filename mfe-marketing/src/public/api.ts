import {
  type ApiClient,
  MarketingLinkRenewedView,
  type MarketingSubscriptionView,
  PublicArticleView,
  PublicSampleList,
  type PublicSampleView,
  MarketingSubscriptionView as SubscriptionSchema,
  TemplateList,
  TemplateView,
} from '@inkpress/shared-core';

/** The public pages' calls (templates, public articles, samples, the mail subscription), typed by shared-core. */
export const publicApi = {
  async templates(api: ApiClient): Promise<TemplateView[]> {
    return (await api.getList('/api/templates', { schema: TemplateList })).data;
  },
  template(api: ApiClient, id: string): Promise<TemplateView> {
    return api.get(`/api/templates/${encodeURIComponent(id)}`, { schema: TemplateView });
  },
  article(api: ApiClient, id: string): Promise<PublicArticleView> {
    return api.get(`/api/public/articles/${encodeURIComponent(id)}`, { schema: PublicArticleView });
  },
  async samples(api: ApiClient): Promise<PublicSampleView[]> {
    return (await api.getList('/api/public/samples', { schema: PublicSampleList })).data;
  },
  subscription(api: ApiClient, id: string): Promise<MarketingSubscriptionView> {
    return api.get(`/api/email/resubscribe/${encodeURIComponent(id)}`, { schema: SubscriptionSchema });
  },
  /** An expired link asks for a new one, mailed to the account's own address. */
  renewSubscriptionLink(api: ApiClient, id: string): Promise<MarketingLinkRenewedView> {
    return api.post(`/api/email/resubscribe/${encodeURIComponent(id)}/renew`, undefined, {
      schema: MarketingLinkRenewedView,
    });
  },
  setSubscription(api: ApiClient, id: string, subscribed: boolean): Promise<MarketingSubscriptionView> {
    return api.post(
      `/api/email/resubscribe/${encodeURIComponent(id)}`,
      { subscribed },
      { schema: SubscriptionSchema },
    );
  },
};
