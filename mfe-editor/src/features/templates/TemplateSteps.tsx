/**
 * The template flow's first steps: the stepper, the template's fields
 * (details) and the title (split from TemplateScreen.tsx).
 */
import { aiReadyLanguages } from '@inkpress/shared-core';
import { Button, Input, Select, Textarea } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { type FlowStep, outlineCost, type TemplateFlowStore, TITLE_COST } from './TemplateFlowStore';
import {
  Cost,
  FieldGrid,
  Footer,
  Form,
  Hint,
  Legend,
  LengthOption,
  Lengths,
  Spacer,
  StepItem,
  Steps,
  Wide,
} from './TemplateLayout';

const steps: { id: FlowStep; label: string }[] = [
  { id: 'details', label: 'Details' },
  { id: 'title', label: 'Title' },
  { id: 'outline', label: 'Outline and options' },
  { id: 'article', label: 'Article' },
];

export const Stepper = observer(function Stepper({ flow }: { flow: TemplateFlowStore }) {
  const current = steps.findIndex((s) => s.id === flow.step);
  return (
    <Steps aria-label="Steps">
      {steps.map((step, index) => (
        <StepItem key={step.id} $state={index < current ? 'done' : index === current ? 'current' : 'todo'}>
          <span aria-hidden="true">{index + 1}</span>
          <span aria-current={index === current ? 'step' : undefined}>{step.label}</span>
        </StepItem>
      ))}
    </Steps>
  );
});

export const Details = observer(function Details({ flow }: { flow: TemplateFlowStore }) {
  const errors = flow.fieldErrors;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void flow.generateTitle();
      }}
    >
      <FieldGrid>
        {flow.template.fields.map((field) => {
          const common = {
            label: `${field.label}${field.required ? '' : ' (optional)'}`,
            value: flow.values[field.name] ?? '',
            hint: field.help,
            error: errors[field.name],
            required: field.required,
          };
          if (field.kind === 'select') {
            return (
              <Select
                key={field.name}
                {...common}
                placeholder="Choose…"
                options={(field.options ?? []).map((o) => ({
                  value: o,
                  label: o[0]!.toUpperCase() + o.slice(1),
                }))}
                onChange={(e) => flow.setValue(field.name, e.target.value)}
              />
            );
          }
          if (field.kind === 'textarea') {
            return (
              <Wide key={field.name}>
                <Textarea
                  {...common}
                  rows={3}
                  maxLength={field.maxLength}
                  placeholder={field.placeholder}
                  onChange={(e) => flow.setValue(field.name, e.target.value)}
                />
              </Wide>
            );
          }
          return (
            <Input
              key={field.name}
              {...common}
              type={field.kind === 'number' ? 'number' : 'text'}
              min={field.min}
              max={field.max}
              maxLength={field.kind === 'number' ? undefined : field.maxLength}
              placeholder={field.placeholder}
              onChange={(e) => flow.setValue(field.name, e.target.value)}
            />
          );
        })}
        <Select
          label="Language"
          value={flow.language}
          options={aiReadyLanguages.map((l) => ({ value: l.code, label: `${l.nativeName} (${l.name})` }))}
          onChange={(e) => flow.setLanguage(e.target.value)}
        />
      </FieldGrid>
      <Footer>
        <Button type="button" variant="ghost" onClick={flow.fillExample}>
          Fill in an example
        </Button>
        <Spacer />
        <Cost>About {TITLE_COST} credits</Cost>
        <Button
          type="button"
          variant="secondary"
          disabled={!flow.canGenerateTitle}
          onClick={flow.writeOwnTitle}
        >
          Write my own title
        </Button>
        <Button type="submit" loading={flow.busy === 'title'} disabled={!flow.canGenerateTitle}>
          Generate title
        </Button>
      </Footer>
      {flow.missingField && <Hint>Fill in “{flow.missingField}” to go on.</Hint>}
    </Form>
  );
});

export const TitleStep = observer(function TitleStep({ flow }: { flow: TemplateFlowStore }) {
  const ids = useId();
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void flow.generateOutline();
      }}
    >
      <Input
        label="Article title"
        value={flow.title}
        maxLength={300}
        hint="Edit it as you like: the outline and the article follow it."
        onChange={(e) => flow.setTitle(e.target.value)}
      />
      <fieldset>
        <Legend id={`${ids}-length`}>Length</Legend>
        <Lengths>
          {(['short', 'medium'] as const).map((length) => (
            <LengthOption key={length} $checked={flow.length === length}>
              <input
                type="radio"
                name={`${ids}-length`}
                value={length}
                checked={flow.length === length}
                onChange={() => flow.setLength(length)}
              />
              <span>
                <strong>{length === 'short' ? 'Short' : 'Medium'}</strong>
                <small>about {length === 'short' ? '3,000' : '4,000'} words</small>
              </span>
            </LengthOption>
          ))}
        </Lengths>
      </fieldset>
      <Footer>
        <Button type="button" variant="ghost" onClick={() => flow.goTo('details')}>
          Back
        </Button>
        <Spacer />
        <Button
          type="button"
          variant="secondary"
          loading={flow.busy === 'title'}
          onClick={() => void flow.generateTitle()}
        >
          Another title
        </Button>
        <Cost>About {outlineCost(flow.length)} credits</Cost>
        <Button
          type="submit"
          loading={flow.busy === 'outline'}
          disabled={!flow.title.trim() || flow.busy !== null}
        >
          Generate outline
        </Button>
      </Footer>
    </Form>
  );
});
