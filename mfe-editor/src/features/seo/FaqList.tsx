import { Button, Input, Textarea } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import type { Faq } from '../../stores';
import type { DocumentStore } from '../document/DocumentStore';
import { FaqItem, Faqs, Muted, Section, SectionTitle } from './SeoLayout';

/** The SEO panel's FAQs (split from SeoPanel.tsx): the post's questions and answers, added, edited and removed. */
export const FaqList = observer(function FaqList({ doc }: { doc: DocumentStore }) {
  const post = doc.post;
  if (!post) return null;
  const faqs: Faq[] = post.postConfig.faqs ?? [];
  const set = (next: Faq[]) => doc.updatePost({ postConfig: { ...post.postConfig, faqs: next } }, 'faqs');
  return (
    <Section aria-labelledby="seo-faqs">
      <SectionTitle id="seo-faqs">FAQs</SectionTitle>
      {faqs.length === 0 && <Muted>No questions yet. FAQs can win a rich result in search.</Muted>}
      <Faqs>
        {faqs.map((faq, index) => (
          // Questions may repeat while being typed, so the position is the key.
          <FaqItem key={index}>
            <Input
              label={`Question ${index + 1}`}
              value={faq.question}
              onChange={(e) =>
                set(faqs.map((f, i) => (i === index ? { ...f, question: e.target.value } : f)))
              }
            />
            <Textarea
              label={`Answer ${index + 1}`}
              rows={2}
              value={faq.answer}
              onChange={(e) => set(faqs.map((f, i) => (i === index ? { ...f, answer: e.target.value } : f)))}
            />
            <Button variant="ghost" size="sm" onClick={() => set(faqs.filter((_, i) => i !== index))}>
              Remove question {index + 1}
            </Button>
          </FaqItem>
        ))}
      </Faqs>
      <Button variant="secondary" size="sm" onClick={() => set([...faqs, { question: '', answer: '' }])}>
        Add a question
      </Button>
    </Section>
  );
});
