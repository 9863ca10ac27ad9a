import { type InferSchemaType, model, Schema } from 'mongoose';

/** A message sent through the public contact form (/contact-us), kept for support. */
const ContactMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    topic: { type: String, required: true },
    message: { type: String, required: true },
    ip: { type: String, default: null },
    userId: { type: String, default: null },
    /** Whether the mail to support went out. */
    mailedSupport: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);

export type ContactMessageDoc = InferSchemaType<typeof ContactMessageSchema>;
export const ContactMessage = model('ContactMessage', ContactMessageSchema);
