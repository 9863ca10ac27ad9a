import { type InferSchemaType, model, Schema, type Types } from 'mongoose';

/** A message to one user (e.g. a bulk job finished); `seen` once they open it. */
const NotificationSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    title: { type: String, required: true },
    body: { type: String, default: '' },
    link: { type: String, default: null },
    seen: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);

export type NotificationDoc = InferSchemaType<typeof NotificationSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const Notification = model('Notification', NotificationSchema);
