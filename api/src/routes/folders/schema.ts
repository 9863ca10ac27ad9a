/** The folder bodies: shared-core's (defined once). */
import { FolderCreateBody, FolderPatchBody } from '@inkpress/shared-core';
import { IdParams } from '../schemas';

export const CreateFolderBody = FolderCreateBody;
export const RenameFolderBody = FolderPatchBody;
export const FolderParams = IdParams;
