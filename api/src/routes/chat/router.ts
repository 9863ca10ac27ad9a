import Router from '@koa/router';
import { chatAnswer } from '../../commands/chatAnswer';
import type { Config } from '../../config';
import { authUser, requireUser } from '../../middlewares/auth';
import { readInput } from '../../middlewares/validate';
import { presentChat, presentChatSummary } from '../../presenters/chat';
import {
  deleteConversation,
  getConversation,
  listConversations,
  renameConversation,
  saveConversation,
} from '../../services/chat/conversations';
import * as T from './schema';

/**
 * The AI chat (SPEC §7): the streamed answer (POST /api/ai-chat and
 * /api/realtime-chat, server-sent events) and the team's conversations.
 */
export function chatRouter(_config: Config) {
  const router = new Router();

  const answer = async (ctx: Parameters<Parameters<typeof router.post>[1]>[0]) => {
    const { body } = readInput(ctx, { body: T.AiChatBody });
    await chatAnswer(ctx, body);
  };
  router.post('/ai-chat', requireUser, answer);
  router.post('/realtime-chat', requireUser, answer);

  router.get('/chat/completions', requireUser, async (ctx) => {
    const { query } = readInput(ctx, { query: T.ChatListQuery });
    const { items, total } = await listConversations(authUser(ctx), query);
    ctx.body = { data: items.map(presentChatSummary), total, offset: query.offset, limit: query.limit };
  });

  router.post('/chat/completions', requireUser, async (ctx) => {
    const { body } = readInput(ctx, { body: T.ChatSaveBody });
    const saved = await saveConversation(authUser(ctx), body);
    ctx.status = body.id ? 200 : 201;
    ctx.body = { data: presentChat(saved) };
  });

  router.get('/chat/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.ChatParams });
    ctx.body = { data: presentChat(await getConversation(authUser(ctx), params.id)) };
  });

  router.put('/chat/:id', requireUser, async (ctx) => {
    const { params, body } = readInput(ctx, { params: T.ChatParams, body: T.ChatRenameBody });
    ctx.body = { data: presentChat(await renameConversation(authUser(ctx), params.id, body.title)) };
  });

  router.delete('/chat/:id', requireUser, async (ctx) => {
    const { params } = readInput(ctx, { params: T.ChatParams });
    await deleteConversation(authUser(ctx), params.id);
    ctx.body = { data: { id: params.id, deleted: true } };
  });

  return router;
}
