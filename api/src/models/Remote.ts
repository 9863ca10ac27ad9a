import { type InferSchemaType, model, Schema } from 'mongoose';

/**
 * The remote registry: one document per remote, keyed by its name. Only what
 * an internal user changed is stored; the manifest URL falls back to the
 * configured origin.
 */
const RemoteSchema = new Schema(
  {
    _id: { type: String, required: true },
    manifestUrl: { type: String },
    flags: {
      enabled: { type: Boolean, default: true },
      percentage: { type: Number, default: 100, min: 0, max: 100 },
      allowUserIds: { type: [String], default: [] },
      allowPlans: { type: [String], default: [] },
    },
  },
  { timestamps: true, versionKey: false },
);

export type RemoteDoc = InferSchemaType<typeof RemoteSchema> & { _id: string };
export const Remote = model('Remote', RemoteSchema);
