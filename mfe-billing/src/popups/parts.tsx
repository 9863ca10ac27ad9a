import { useShell } from '@inkpress/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { type BillingSummary, billingApi } from '../billing/api';

/** The signed-in account's billing summary (rights, trial, lifetime), or null while loading or for a visitor. */
export function useBillingRights(): { summary: BillingSummary | null; loading: boolean } {
  const { api, session } = useShell();
  const [summary, setSummary] = useState<BillingSummary | null>(null);
  const [loading, setLoading] = useState(!!session.user);
  useEffect(() => {
    if (!session.user) return;
    let live = true;
    billingApi(api)
      .summary({ offset: 0, limit: 1 })
      .then((s) => live && setSummary(s))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, session.user]);
  return { summary, loading };
}

/** The body of a popup: text, then a row of actions (primary last). */
export const PopupBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.secondary};
  p {
    margin: 0;
  }
`;

export const PopupActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** What a team member sees instead of any billing action. */
export function NoBillingRightText() {
  return (
    <>
      <p>
        Only your team owner can change the plan or buy credits. Your whole team shares the owner’s plan and
        credits.
      </p>
      <p>Ask your team owner to upgrade or add credits.</p>
    </>
  );
}
