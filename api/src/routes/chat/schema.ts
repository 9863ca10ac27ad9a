/** The chat bodies: shared-core's (defined once, used by the client too). */
import { AiChatBody, ChatRenameBody, ChatSaveBody } from '@inkpress/shared-core';
import { z } from 'zod';
import { IdParams, Pagination } from '../schemas';

export { AiChatBody, ChatRenameBody, ChatSaveBody };
export const ChatParams = IdParams;

/** GET /api/chat/completions?offset&limit&search */
export const ChatListQuery = Pagination.extend({
  search: z.string().trim().max(200, 'Search is at most 200 characters.').optional(),
});
