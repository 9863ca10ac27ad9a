import { type ApiClient, REFERRAL_PARAM, ReferralCode } from '@inkpress/shared-core';

/**
 * A visit through a referral link (`?ref=<code>`, issue 14): the API counts
 * it and remembers the code in a first-party cookie, and the address loses
 * the parameter so it is not shared or bookmarked with it. Never in the way
 * of the page: a failed call is ignored.
 */
export async function captureReferral(
  api: Pick<ApiClient, 'post'>,
  win: Pick<Window, 'location' | 'history'> = window,
): Promise<boolean> {
  const url = new URL(win.location.href);
  const raw = url.searchParams.get(REFERRAL_PARAM);
  if (raw === null) return false;
  url.searchParams.delete(REFERRAL_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const code = ReferralCode.safeParse(raw);
  if (!code.success) return false;
  try {
    const answer = await api.post<{ recorded: boolean }>('/api/affiliate/visits', { code: code.data });
    return answer.recorded;
  } catch {
    return false;
  }
}
