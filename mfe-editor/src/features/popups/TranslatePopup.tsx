import { aiReadyLanguages } from '@inkpress/shared-core';
import { Badge, Button, type PopupProps, Select } from '@inkpress/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useEditorApi } from '../../api';
import { estimateOperationCost, getEditorOperation } from '../ai/operations';
import { consumeGeneration } from '../ai/stream';
import { useErrorHandler } from '../common/errors';
import { ArticlePreview } from '../templates/ArticlePreview';
import { Actions, Body, ErrorText } from './ConfirmPopup';

/**
 * The translate popup. Props: `html` (or `text`), the content to translate;
 * `onResult(html)`, called with the translation when the user keeps it;
 * optional `language`, the one chosen first.
 */
export function TranslatePopup({ props, close }: PopupProps) {
  const api = useEditorApi();
  const handleError = useErrorHandler();
  const source =
    typeof props.html === 'string' ? props.html : typeof props.text === 'string' ? props.text : '';
  const onResult = typeof props.onResult === 'function' ? (props.onResult as (html: string) => void) : null;
  const [language, setLanguage] = useState(typeof props.language === 'string' ? props.language : 'es-ES');
  const [result, setResult] = useState('');
  const [label, setLabel] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'running' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const cost = estimateOperationCost(getEditorOperation('translate'), { text: source, language });

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setStatus('running');
    setError(null);
    setResult('');
    try {
      const outcome = await consumeGeneration(
        api.generate('translate', { text: source, language }, controller.signal),
        {
          onMeta: (meta) => setLabel(meta.label ?? null),
          onText: (text) => setResult(text),
        },
      );
      setResult(outcome.text);
      setStatus('done');
    } catch (err) {
      setStatus('idle');
      setError(handleError(err) || null);
    }
  };

  if (!source.trim()) {
    return (
      <Body>
        <p>There is nothing to translate yet.</p>
        <Actions>
          <Button onClick={close}>Close</Button>
        </Actions>
      </Body>
    );
  }

  return (
    <Body>
      <Select
        label="Translate into"
        value={language}
        disabled={status === 'running'}
        options={aiReadyLanguages.map((l) => ({ value: l.code, label: `${l.nativeName} (${l.name})` }))}
        onChange={(e) => setLanguage(e.target.value)}
      />
      <p>
        About {cost.toLocaleString()} credits. {label && <Badge tone="info">{label}</Badge>}
      </p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {result && <ArticlePreview html={result} busy={status === 'running'} />}
      <Actions>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        {status === 'running' ? (
          <Button variant="secondary" onClick={() => abort.current?.abort()}>
            Stop
          </Button>
        ) : (
          <Button variant={status === 'done' ? 'secondary' : 'primary'} onClick={() => void run()}>
            {status === 'done' ? 'Translate again' : 'Translate'}
          </Button>
        )}
        {status === 'done' && onResult && (
          <Button
            onClick={() => {
              onResult(result);
              close();
            }}
          >
            Use translation
          </Button>
        )}
      </Actions>
    </Body>
  );
}
