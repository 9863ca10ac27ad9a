import type { StyleView } from '@inkpress/shared-core';
import { Badge, Button, Card, Select, Textarea, useToast } from '@inkpress/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useEditorApi } from '../../api';
import { consumeGeneration } from '../ai/stream';
import { useErrorHandler } from '../common/errors';

const SAMPLE =
  'It is easy to start a newsletter. You do not need a big budget, and you will see results when you send one every week to the people who asked for it and who want to hear from you again.';

interface Result {
  html: string;
  label: string;
}

/** The same paragraph rewritten in two of the team's voices, side by side (POST /api/generate paraphrase {style}). */
export function CompareVoices({ styles }: { styles: readonly StyleView[] }) {
  const api = useEditorApi();
  const toast = useToast();
  const handleError = useErrorHandler();
  const [text, setText] = useState(SAMPLE);
  const [a, setA] = useState(styles[0]?.id ?? '');
  const [b, setB] = useState(styles[1]?.id ?? styles[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<[Result | null, Result | null]>([null, null]);
  const options = styles.map((s) => ({ value: s.id, label: s.name }));
  const chosenA = styles.some((s) => s.id === a) ? a : (styles[0]?.id ?? '');
  const chosenB = styles.some((s) => s.id === b) ? b : (styles[1]?.id ?? chosenA);

  const rewrite = async (style: string): Promise<Result> => {
    const outcome = await consumeGeneration(
      api.generate('paraphrase', { text: `<p>${text.trim().replace(/[<>&]/g, ' ')}</p>`, style }),
    );
    return { html: outcome.text, label: outcome.meta?.label ?? '' };
  };
  const run = async () => {
    setBusy(true);
    try {
      const both = await Promise.all([rewrite(chosenA), rewrite(chosenB)]);
      setResults([both[0], both[1]]);
    } catch (e) {
      toast.danger(handleError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Hear the difference">
      <Body>
        <Textarea
          label="A paragraph to rewrite"
          rows={3}
          value={text}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
        />
        <Pair>
          <Select
            label="First voice"
            value={chosenA}
            onChange={(e) => setA(e.target.value)}
            options={options}
          />
          <Select
            label="Second voice"
            value={chosenB}
            onChange={(e) => setB(e.target.value)}
            options={options}
          />
        </Pair>
        <div>
          <Button
            variant="secondary"
            loading={busy}
            disabled={!text.trim() || !chosenA}
            onClick={() => void run()}
          >
            Rewrite in both voices
          </Button>
        </div>
        {results[0] && results[1] && (
          <Pair data-testid="voice-comparison">
            {[results[0], results[1]].map((result, i) => (
              <Rewrite
                key={i.toString()}
                aria-label={`In ${styles.find((s) => s.id === (i ? chosenB : chosenA))?.name}`}
              >
                <strong>
                  {styles.find((s) => s.id === (i ? chosenB : chosenA))?.name}{' '}
                  {result.label === 'offline writer' && (
                    <Badge size="sm" tone="warning">
                      Offline writer
                    </Badge>
                  )}
                </strong>
                {/* The API answers an HTML fragment from a fixed set of tags (FORMAT_RULES.html); shown as text. */}
                <p>
                  {result.html
                    .replace(/<[^>]+>/g, ' ')
                    .replace(/\s+/g, ' ')
                    .trim()}
                </p>
              </Rewrite>
            ))}
          </Pair>
        )}
      </Body>
    </Card>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Rewrite = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.subtle};
  p {
    margin: 0;
  }
`;
