import { z } from 'zod';
import { IdParams, Text } from '../schemas';

export const CreateFolderBody = z.object({ name: Text(200, 'The folder name') }).strict();
export const RenameFolderBody = z.object({ title: Text(200, 'The folder name') }).strict();
export const FolderParams = IdParams;
