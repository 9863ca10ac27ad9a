import { aiReadyLanguages } from '@inkpress/shared-core';
import { Badge, Button, type PopupProps, Select } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useEditorApi } from '../../api';
import { useErrorHandler } from '../common/errors';
import { ArticlePreview } from '../templates/ArticlePreview';
import { Actions, Body, ErrorText } from './ConfirmPopup';
import { TranslateStore } from './TranslateStore';

/**
 * The translate popup. Props: `html` (or `text`), the content to translate;
 * `onResult(html)`, called with the translation when the user keeps it;
 * optional `language`, the one chosen first.
 */
export const TranslatePopup = observer(function TranslatePopup({ props, close }: PopupProps) {
  const api = useEditorApi();
  const handleError = useErrorHandler();
  const onResult = typeof props.onResult === 'function' ? (props.onResult as (html: string) => void) : null;
  const [translation] = useState(
    () =>
      new TranslateStore(
        api.generate,
        typeof props.html === 'string' ? props.html : typeof props.text === 'string' ? props.text : '',
        { language: typeof props.language === 'string' ? props.language : undefined, onError: handleError },
      ),
  );
  useEffect(() => translation.dispose, [translation]);
  const { source, language, result, label, status, error } = translation;

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
        onChange={(e) => translation.setLanguage(e.target.value)}
      />
      <p>
        About {translation.cost.toLocaleString()} credits. {label && <Badge tone="info">{label}</Badge>}
      </p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {result && <ArticlePreview html={result} busy={status === 'running'} />}
      <Actions>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        {status === 'running' ? (
          <Button variant="secondary" onClick={translation.stop}>
            Stop
          </Button>
        ) : (
          <Button
            variant={status === 'done' ? 'secondary' : 'primary'}
            onClick={() => void translation.run()}
          >
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
});
