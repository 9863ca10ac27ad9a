/**
 * The contact form (/contact-us): the message is stored, mailed to support
 * (reply-to the sender in the text), and the sender gets a confirmation.
 * A filled honeypot field answers like a success but keeps and sends
 * nothing, so a bot learns nothing.
 */
import { type ContactBody, escapeHtml, SUPPORT_EMAIL } from '@inkpress/shared-core';
import { Types } from 'mongoose';
import type { AppServices } from '../../context';
import { ContactMessage } from '../../models/ContactMessage';
import type { MailMessage } from '../mailer';

const topics: Record<ContactBody['topic'], string> = {
  general: 'General question',
  sales: 'Plans and sales',
  support: 'Help with the product',
  billing: 'Billing',
  partnership: 'Partnership',
  press: 'Press',
};

export function supportMail(message: ContactBody, id: string): MailMessage {
  const lines = [
    `From: ${message.name} <${message.email}>`,
    `Topic: ${topics[message.topic]}`,
    `Reference: ${id}`,
    '',
    message.message,
  ];
  return {
    to: SUPPORT_EMAIL,
    kind: 'contact-message',
    subject: `[Contact] ${topics[message.topic]} from ${message.name}`.slice(0, 200),
    text: `${lines.join('\n')}\n\nAnswer by replying to ${message.email}.`,
    html: `${lines
      .slice(0, 3)
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join(
        '',
      )}<blockquote>${escapeHtml(message.message).replace(/\n/g, '<br>')}</blockquote><p>Answer by replying to ${escapeHtml(message.email)}.</p>`,
  };
}

export function confirmationMail(message: ContactBody, id: string): MailMessage {
  const intro = `Hello ${message.name}, thank you for writing to Inkpress. We have your message and a person will answer within two working days.`;
  return {
    to: message.email,
    kind: 'contact-confirmation',
    subject: 'We received your message',
    text: `${intro}\n\nYour reference: ${id}\n\nWhat you wrote:\n\n${message.message}\n\n— Inkpress support`,
    html: `<p>${escapeHtml(intro)}</p><p>Your reference: ${escapeHtml(id)}</p><p>What you wrote:</p><blockquote>${escapeHtml(message.message).replace(/\n/g, '<br>')}</blockquote><p>— Inkpress support</p>`,
  };
}

export async function receiveContactMessage(
  services: AppServices,
  message: ContactBody,
  from: { ip: string | null; userId: string | null },
): Promise<{ id: string; receivedAt: Date }> {
  if (message.website?.trim()) {
    return { id: new Types.ObjectId().toHexString(), receivedAt: new Date() };
  }
  const doc = await ContactMessage.create({
    name: message.name,
    email: message.email,
    topic: message.topic,
    message: message.message,
    ip: from.ip,
    userId: from.userId,
  });
  const id = String(doc._id);
  const mailed = await services.mailer.send(supportMail(message, id));
  if (mailed) await ContactMessage.updateOne({ _id: doc._id }, { $set: { mailedSupport: true } });
  await services.mailer.send(confirmationMail(message, id));
  return { id, receivedAt: doc.get('createdAt') as Date };
}
