/** The files bodies: shared-core's (defined once, used by the client too). */
import {
  DocSearchBody,
  FilePatchBody,
  FilesOperationBody,
  FilesQuery,
  TrainBody,
  TrainFileQuery,
  TrainPartQuery,
} from '@inkpress/shared-core';
import { z } from 'zod';
import { IdParams } from '../schemas';

export {
  DocSearchBody,
  FilePatchBody,
  FilesOperationBody,
  FilesQuery,
  TrainBody,
  TrainFileQuery,
  TrainPartQuery,
};
/** GET /api/train/{uploadId} */
export const TrainPartParams = z.object({
  uploadId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'uploadId: 8 to 64 letters, digits, - or _.'),
});
export const FileParams = IdParams;
