import { RemoteName, RemoteUpdate } from '@inkpress/shared-core';
import { z } from 'zod';

export const RemoteParams = z.object({ name: RemoteName });
export const UpdateRemoteBody = RemoteUpdate;
