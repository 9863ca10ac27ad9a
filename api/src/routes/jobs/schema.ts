import { IdParams } from '../schemas';

export const JobParams = IdParams;
