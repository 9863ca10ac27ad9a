import { defaultPlanCatalogue, type PlanCatalogue } from '@inkpress/shared-core';
import { useShell } from '@inkpress/shared-ui';
import { useEffect, useState } from 'react';
import { billingApi } from './api';

/**
 * The catalogue with this deploy's Stripe price ids (GET /api/plans); the
 * built-in catalogue (same plans, default ids) until it arrives or when the
 * API cannot be reached, so the prices always show.
 */
export function usePlans(): PlanCatalogue {
  const { api } = useShell();
  const [catalogue, setCatalogue] = useState<PlanCatalogue>(defaultPlanCatalogue);
  useEffect(() => {
    let live = true;
    billingApi(api)
      .plans()
      .then((c) => {
        if (live && c && Array.isArray(c.plans)) setCatalogue(c);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return catalogue;
}
