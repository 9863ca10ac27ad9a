import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** One passage of a source, as indexed for retrieval. */
const ChunkSchema = new Schema(
  { n: { type: Number, required: true }, text: { type: String, required: true } },
  { _id: false },
);

/**
 * A source of chat with files (SPEC §9: chat-file-upload, info-base,
 * web-page), shared by a team: its extracted text cut into passages.
 */
const ChatSourceSchema = new Schema(
  {
    teamId: { type: Schema.Types.ObjectId, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, enum: ['chat-file-upload', 'info-base', 'web-page'], required: true },
    kind: {
      type: String,
      enum: ['pdf', 'docx', 'txt', 'markdown', 'html', 'web-page', 'text'],
      required: true,
    },
    name: { type: String, required: true },
    url: { type: String, default: null },
    /** Bytes received (the file, the page, or the pasted text). */
    size: { type: Number, required: true },
    sha256: { type: String, required: true },
    words: { type: Number, required: true },
    chunkCount: { type: Number, required: true },
    chunks: { type: [ChunkSchema], default: [] },
    /**
     * Embeddings of the passages for hybrid retrieval (models/PassageVector):
     * 'indexing' while the `chat.embed` job embeds them (`done` of `total`
     * passages; `attempt` of `maxAttempts`, `error` the last failed try while
     * a retry waits; `token` names the job run allowed to write here, so a
     * superseded run changes nothing), 'ready' (stored, of `model`), 'failed'
     * after the last try (`error` says why; the source is still searched by
     * its words), or absent (a provider without semantic embeddings: lexical
     * only).
     */
    embedding: {
      type: new Schema(
        {
          state: { type: String, enum: ['indexing', 'ready', 'failed'], required: true },
          model: { type: String, default: null },
          error: { type: String, default: null },
          done: { type: Number, default: 0 },
          total: { type: Number, default: 0 },
          attempt: { type: Number, default: 0 },
          maxAttempts: { type: Number, default: 1 },
          token: { type: String, default: null },
          at: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: true, versionKey: false },
);
ChatSourceSchema.index({ teamId: 1, createdAt: -1 });

export type ChatSourceDoc = InferSchemaType<typeof ChatSourceSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const ChatSource = model('ChatSource', ChatSourceSchema);
