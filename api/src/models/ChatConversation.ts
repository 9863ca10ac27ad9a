import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** One message of a conversation; an answer keeps the passages it cited. */
const MessageSchema = new Schema(
  {
    role: { type: String, enum: ['user', 'assistant'], required: true },
    content: { type: String, required: true },
    citations: { type: [Schema.Types.Mixed], default: [] },
    label: { type: String, default: null },
  },
  { _id: false },
);

/** A conversation of the AI chat, shared by a team (GET /api/chat/completions). */
const ChatConversationSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    messages: { type: [MessageSchema], default: [] },
    sourceIds: { type: [String], default: [] },
    withEmbedding: { type: Boolean, default: false },
    /** Lowercased title and messages, for the list's search. */
    searchText: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false },
);
ChatConversationSchema.index({ teamId: 1, updatedAt: -1 });

export type ChatConversationDoc = InferSchemaType<typeof ChatConversationSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const ChatConversation = model('ChatConversation', ChatConversationSchema);
