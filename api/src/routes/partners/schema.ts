import { PartnerCreateBody, PartnerUpdateBody } from '@inkpress/shared-core';
import { IdParams } from '../schemas';

export const CreatePartnerBody = PartnerCreateBody;
export const UpdatePartnerBody = PartnerUpdateBody;
export const PartnerParams = IdParams;
