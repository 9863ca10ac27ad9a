/** The active/passive voice report: each sentence before and after, and how it was converted. */
import type { VoiceReport } from '@inkpress/shared-core/tools';
import { Section, Tag } from '../resultLayout';

export function Voice({ report, aiLines }: { report: VoiceReport; aiLines: string[] }) {
  let next = 0;
  return (
    <Section aria-label="Sentences">
      <ol>
        {report.sentences.map((s) => {
          const after = s.method === 'ai' ? (aiLines[next++] ?? '…') : s.after;
          return (
            <li key={s.start}>
              <div>
                <small>Before</small> {s.before}
              </div>
              <div>
                <small>After</small> {after}{' '}
                <Tag>
                  {s.method === 'rule'
                    ? 'converted by rule'
                    : s.method === 'ai'
                      ? 'rewritten by AI'
                      : 'unchanged'}
                </Tag>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
