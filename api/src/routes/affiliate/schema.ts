import { AffiliateVisitBody } from '@inkpress/shared-core';

export const VisitBody = AffiliateVisitBody;
