/**
 * The tool's form, built from its catalogue fields (as the tool page's
 * ToolForm): labelled controls with their limits and hints, each with a
 * place for its error, the run button and, while a writing tool streams, Stop.
 */
import { languages } from '@inkpress/shared-core';
import type { ToolField } from '@inkpress/shared-core/tools';
import type { FieldValue, ToolRun } from '../tool/ToolRun';
import { h } from './dom';

export interface EmbedForm {
  element: HTMLFormElement;
  /** Shows the run's state: errors on fields, the button while running. */
  update(): void;
  /** Sets a field's value in the control (a fix applied to the text). */
  setControl(name: string, value: FieldValue): void;
}

const languageOptions = languages.map((l) => ({ value: l.code, label: l.name }));

function control(
  field: ToolField,
  id: string,
  value: FieldValue,
  onInput: (v: FieldValue) => void,
): HTMLElement {
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-describedby': `${id}-hint ${id}-error`,
  };
  switch (field.kind) {
    case 'textarea':
      return h('textarea', {
        ...common,
        rows: field.maxLength && field.maxLength > 3000 ? 7 : 4,
        maxlength: field.maxLength,
        placeholder: field.placeholder,
        on: { input: (e) => onInput((e.target as HTMLTextAreaElement).value) },
      });
    case 'select':
    case 'language': {
      const options = field.kind === 'language' ? languageOptions : (field.options ?? []);
      return h(
        'select',
        { ...common, on: { change: (e) => onInput((e.target as HTMLSelectElement).value) } },
        ...options.map((o) => h('option', { value: o.value, selected: o.value === String(value) }, o.label)),
      );
    }
    case 'number':
      return h('input', {
        ...common,
        type: 'number',
        min: field.min,
        max: field.max,
        inputmode: 'numeric',
        on: {
          input: (e) => {
            const text = (e.target as HTMLInputElement).value;
            onInput(text === '' ? '' : Number(text));
          },
        },
      });
    default:
      return h('input', {
        ...common,
        type: 'text',
        maxlength: field.maxLength,
        placeholder: field.placeholder,
        on: { input: (e) => onInput((e.target as HTMLInputElement).value) },
      });
  }
}

/** Several languages: checkboxes, up to the field's maximum. */
function languagesControl(field: ToolField, id: string, run: ToolRun): HTMLElement {
  const max = field.max ?? 5;
  const boxes: HTMLInputElement[] = [];
  const sync = () => {
    const chosen = boxes.filter((b) => b.checked).map((b) => b.value);
    run.setValue(field.name, chosen);
    for (const b of boxes) b.disabled = !b.checked && chosen.length >= max;
  };
  const chosen = Array.isArray(run.values[field.name]) ? (run.values[field.name] as string[]) : [];
  return h(
    'fieldset',
    { class: 'ink-languages', id, 'aria-describedby': `${id}-error` },
    h('legend', null, field.label, ' ', h('small', null, `(up to ${max})`)),
    h(
      'div',
      null,
      ...languageOptions.map((l) => {
        const box = h('input', {
          type: 'checkbox',
          value: l.value,
          checked: chosen.includes(l.value),
          on: { change: sync },
        });
        boxes.push(box);
        return h('label', null, box, l.label);
      }),
    ),
  );
}

export function createForm(run: ToolRun, onSubmit: () => void): EmbedForm {
  const { tool } = run;
  const controls = new Map<string, HTMLElement>();
  const errors = new Map<string, HTMLElement>();
  const fields = tool.fields.map((field) => {
    const id = `ink-${field.name}`;
    const error = h('p', { class: 'ink-error', id: `${id}-error` });
    errors.set(field.name, error);
    const value = run.values[field.name] ?? '';
    const wide = field.kind === 'textarea' || field.kind === 'languages';
    // Choices and numbers always have a value: only an empty text may be left out.
    const optional = !field.required && (field.kind === 'text' || field.kind === 'textarea');
    if (field.kind === 'languages') {
      return h('div', { class: 'ink-field ink-wide' }, languagesControl(field, id, run), error);
    }
    const input = control(field, id, value, (v) => run.setValue(field.name, v));
    if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)
      input.value = String(value);
    controls.set(field.name, input);
    return h(
      'div',
      { class: wide ? 'ink-field ink-wide' : 'ink-field' },
      h('label', { for: id }, field.label, optional && h('small', null, ' (optional)')),
      input,
      h('p', { class: 'ink-hint', id: `${id}-hint` }, field.help ?? ''),
      error,
    );
  });
  const submit = h('button', { type: 'submit', class: 'ink-button' }, `Run ${tool.name}`);
  const stop = h(
    'button',
    { type: 'button', class: 'ink-button ink-secondary', hidden: true, on: { click: () => run.stop() } },
    'Stop',
  );
  const cost = h(
    'span',
    { class: 'ink-note' },
    tool.credits === 0 ? 'Free: runs on open-source libraries.' : 'Free to try: a few runs a day.',
  );
  const element = h(
    'form',
    {
      class: 'ink-form',
      'aria-label': tool.name,
      novalidate: true,
      on: {
        submit: (e) => {
          e.preventDefault();
          onSubmit();
        },
      },
    },
    h('div', { class: 'ink-fields' }, ...fields),
    h('div', { class: 'ink-row' }, submit, stop, cost),
  );
  return {
    element,
    update() {
      submit.disabled = run.running;
      submit.textContent = run.running ? 'Working…' : `Run ${tool.name}`;
      stop.hidden = !(run.running && run.streamed);
      for (const [name, el] of errors) {
        const message = run.fieldErrors[name] ?? '';
        el.textContent = message;
        controls.get(name)?.setAttribute('aria-invalid', message ? 'true' : 'false');
      }
    },
    setControl(name, value) {
      const el = controls.get(name);
      if (
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement
      ) {
        el.value = String(value);
      }
    },
  };
}
