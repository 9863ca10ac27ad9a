import { languages } from '@inkpress/shared-core';
import { type ToolField, toolRunCostNote } from '@inkpress/shared-core/tools';
import { Button, Input, Select, Textarea } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ToolRunStore } from './ToolRunStore';

const languageOptions = languages.map((l) => ({ value: l.code, label: l.name }));

const FieldControl = observer(function FieldControl({
  store,
  field,
}: {
  store: ToolRunStore;
  field: ToolField;
}) {
  const value = store.values[field.name];
  const error = store.fieldErrors[field.name];
  const common = { label: field.label, hint: field.help, error, required: field.required, name: field.name };
  switch (field.kind) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          rows={field.maxLength && field.maxLength > 3000 ? 8 : 4}
          maxLength={field.maxLength}
          showCount={Boolean(field.maxLength)}
          placeholder={field.placeholder}
          value={String(value ?? '')}
          onChange={(e) => store.setValue(field.name, e.target.value)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          options={field.options ?? []}
          value={String(value ?? '')}
          onChange={(e) => store.setValue(field.name, e.target.value)}
        />
      );
    case 'language':
      return (
        <Select
          {...common}
          options={languageOptions}
          value={String(value ?? 'en-US')}
          onChange={(e) => store.setValue(field.name, e.target.value)}
        />
      );
    case 'languages': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <Languages>
          <legend>
            {field.label} <small>(up to {field.max ?? 5})</small>
          </legend>
          <div>
            {languageOptions.map((l) => (
              <label key={l.value}>
                <input
                  type="checkbox"
                  checked={chosen.includes(l.value)}
                  disabled={!chosen.includes(l.value) && chosen.length >= (field.max ?? 5)}
                  onChange={(e) =>
                    store.setValue(
                      field.name,
                      e.target.checked ? [...chosen, l.value] : chosen.filter((c) => c !== l.value),
                    )
                  }
                />
                {l.label}
              </label>
            ))}
          </div>
          {error && <p role="alert">{error}</p>}
        </Languages>
      );
    }
    case 'number':
      return (
        <Input
          {...common}
          type="number"
          min={field.min}
          max={field.max}
          value={String(value ?? '')}
          onChange={(e) => store.setValue(field.name, e.target.value === '' ? '' : Number(e.target.value))}
        />
      );
    default:
      return (
        <Input
          {...common}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          value={String(value ?? '')}
          onChange={(e) => store.setValue(field.name, e.target.value)}
        />
      );
  }
});

/** The tool's form, built from its catalogue fields, with the run button and what a run costs. */
export const ToolForm = observer(function ToolForm({
  store,
  signedIn,
}: {
  store: ToolRunStore;
  signedIn: boolean;
}) {
  const { tool } = store;
  const wide = (f: ToolField) => f.kind === 'textarea' || f.kind === 'languages';
  return (
    <Form
      aria-label={tool.name}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void store.run();
      }}
    >
      <Fields>
        {tool.fields.map((field) => (
          <div key={field.name} className={wide(field) ? 'wide' : undefined}>
            <FieldControl store={store} field={field} />
          </div>
        ))}
      </Fields>
      <Actions>
        <Button type="submit" disabled={store.running}>
          {store.running ? 'Working…' : `Run ${tool.name}`}
        </Button>
        {store.running && store.streamed && (
          <Button type="button" variant="secondary" onClick={store.stop}>
            Stop
          </Button>
        )}
        <Cost>{toolRunCostNote(tool, signedIn)}</Cost>
      </Actions>
    </Form>
  );
});

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
const Fields = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  .wide {
    grid-column: 1 / -1;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;
const Cost = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: 14px;
`;
const Languages = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 12px;
  legend {
    font-weight: 600;
  }
  > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: 6px;
    max-height: 180px;
    overflow: auto;
  }
  label {
    display: flex;
    gap: 6px;
    align-items: center;
    font-size: 14px;
  }
`;
