import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** Where in the browser an error was caught. */
export const errorSources = ['boundary', 'remote', 'window', 'unhandledrejection'] as const;
export type ErrorSource = (typeof errorSources)[number];

/**
 * A browser error the shell reported (POST /api/errors): what was thrown,
 * where, and by which deploy. Ignored patterns (SPEC §8) are never stored.
 */
const ErrorReportSchema = new Schema(
  {
    message: { type: String, required: true },
    name: { type: String, default: null },
    stack: { type: String, default: null },
    componentStack: { type: String, default: null },
    url: { type: String, required: true },
    source: { type: String, enum: errorSources, required: true },
    remote: { type: String, default: null },
    clientVersion: { type: String, default: null },
    userAgent: { type: String, default: null },
    userId: { type: Schema.Types.ObjectId, default: null, index: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export type ErrorReportDoc = InferSchemaType<typeof ErrorReportSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const ErrorReport = model('ErrorReport', ErrorReportSchema);
