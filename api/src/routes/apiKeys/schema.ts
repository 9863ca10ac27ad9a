import { z } from 'zod';
import { IdParams, Text } from '../schemas';

export const CreateApiKeyBody = z.object({ name: Text(100, 'The key name') }).strict();
export const ApiKeyParams = IdParams;
