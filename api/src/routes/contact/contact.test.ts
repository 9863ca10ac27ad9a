import { SUPPORT_EMAIL } from '@inkpress/shared-core';
import { anonymous, lastMail } from '../../../test/factories';
import { startTestApi, type TestApi } from '../../../test/harness';
import { ContactMessage } from '../../models/ContactMessage';
import { CONTACT_PER_HOUR } from './router';

// Loading the site's content and signing users in take seconds on a loaded machine.
jest.setTimeout(30_000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const message = {
  name: 'Ada Writer',
  email: 'ada@example.com',
  topic: 'sales',
  message: 'Do you offer a plan for a team of five writers?',
};

describe('the contact form', () => {
  it('stores the message, mails support and confirms to the sender', async () => {
    const res = await anonymous(api).post('/api/contact').send(message).expect(201);
    const id = res.body.data.id as string;
    const stored = await ContactMessage.findById(id).lean();
    expect(stored).toMatchObject({
      name: 'Ada Writer',
      email: 'ada@example.com',
      topic: 'sales',
      mailedSupport: true,
    });
    const toSupport = await lastMail(api, SUPPORT_EMAIL, 'contact-message');
    expect(toSupport?.text).toContain('Do you offer a plan for a team of five writers?');
    expect(toSupport?.text).toContain(id);
    const confirmation = await lastMail(api, 'ada@example.com', 'contact-confirmation');
    expect(confirmation?.subject).toBe('We received your message');
  });

  it('keeps and sends nothing when the honeypot is filled, but answers the same', async () => {
    const before = await ContactMessage.countDocuments({});
    const res = await anonymous(api)
      .post('/api/contact')
      .send({ ...message, email: 'bot@example.com', website: 'http://spam.example' })
      .expect(201);
    expect(res.body.data.id).toMatch(/^[0-9a-f]{24}$/);
    expect(await ContactMessage.countDocuments({})).toBe(before);
    expect(await lastMail(api, 'bot@example.com')).toBeNull();
  });

  it('explains bad input and loses nothing', async () => {
    const res = await anonymous(api)
      .post('/api/contact')
      .send({ ...message, email: 'nope', message: 'short' })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('Enter an email address we can answer.');
  });

  it('limits messages per address and hour', async () => {
    // The earlier tests of this file sent 3 messages from the same address.
    let sent = 3;
    while (sent < CONTACT_PER_HOUR) {
      await anonymous(api)
        .post('/api/contact')
        .send({ ...message, website: 'x' })
        .expect(201);
      sent += 1;
    }
    await anonymous(api)
      .post('/api/contact')
      .send({ ...message, website: 'x' })
      .expect(429);
  });
});
