import { z } from 'zod';
import { Text } from '../schemas';

export const UpdateSettingsBody = z
  .object({ categories: z.array(Text(100, 'A category')).max(200, 'At most 200 categories.') })
  .strict();
