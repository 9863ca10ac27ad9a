/** The files bodies: shared-core's (defined once, used by the client too). */
import {
  DocSearchBody,
  FilePatchBody,
  FilesOperationBody,
  FilesQuery,
  TrainBody,
  TrainFileQuery,
} from '@inkpress/shared-core';
import { IdParams } from '../schemas';

export { DocSearchBody, FilePatchBody, FilesOperationBody, FilesQuery, TrainBody, TrainFileQuery };
export const FileParams = IdParams;
