import { ApiError, type ContactBody, contactBody } from '@inkpress/shared-core';
import { Button, Input, Select, Textarea, useShell } from '@inkpress/shared-ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { contentApi } from '../content/api';
import { ContentPage } from './ContentPage';

const topics = [
  { value: 'general', label: 'General question' },
  { value: 'sales', label: 'Plans and sales' },
  { value: 'support', label: 'Help with the product' },
  { value: 'billing', label: 'Billing' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'press', label: 'Press' },
];

type Errors = Partial<Record<keyof ContactBody | 'form', string>>;

/** The contact form: stored, mailed to support, confirmed to the sender (POST /api/contact). */
function ContactForm() {
  const { api } = useShell();
  const [values, setValues] = useState({ name: '', email: '', topic: 'general', message: '', website: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactBody.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof ContactBody;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setState('sending');
    try {
      await contentApi.contact(api, parsed.data);
      setState('sent');
    } catch (err) {
      setState('idle');
      const message =
        err instanceof ApiError && err.status === 429
          ? 'You have sent several messages in a short time. Please wait an hour, or write to support@inkpress.app.'
          : 'Your message could not be sent. Please check your connection and try again; nothing you wrote is lost.';
      setErrors({ form: message });
    }
  };

  if (state === 'sent') {
    return (
      <Sent role="status">
        <h2>Thank you — your message is on its way</h2>
        <p>We sent a copy to {values.email}. A person will answer within two working days.</p>
      </Sent>
    );
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <Input
        label="Your name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <Input
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Select label="Topic" name="topic" options={topics} value={values.topic} onChange={set('topic')} />
      <Textarea
        label="Message"
        name="message"
        rows={6}
        maxLength={5000}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      <Honeypot aria-hidden="true">
        <label>
          Leave this empty
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={set('website')}
          />
        </label>
      </Honeypot>
      {errors.form && <FormError role="alert">{errors.form}</FormError>}
      <div>
        <Button type="submit" loading={state === 'sending'}>
          Send message
        </Button>
      </div>
    </Form>
  );
}

export default function ContactPage() {
  return <ContentPage after={<ContactForm />} />;
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  margin-top: 32px;
  padding: 24px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0;
  }
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

const Sent = styled.div`
  margin-top: 32px;
  padding: 24px;
  background: ${({ theme }) => theme.colors.tones.success.bg};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0 0 8px;
  }
`;
