/** The template flow's outline step: sections, options, the price and any shortfall (split from TemplateScreen.tsx). */
import { Badge, Button, Checkbox, IconButton, Input, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { InfoBaseCheck } from '../common/InfoBaseCheck';
import { VoicePicker } from '../voice/VoicePicker';
import type { VoiceChoices } from '../voice/VoiceStores';
import { FeatureImageChoice } from './FeatureImageChoice';
import { articleOptionList, type TemplateFlowStore } from './TemplateFlowStore';
import {
  Footer,
  Form,
  Hint,
  Legend,
  Options,
  Outline,
  OutlineItem,
  Price,
  ShortfallActions,
  ShortfallBox,
  Spacer,
  SubHeading,
} from './TemplateLayout';

/**
 * Said before the user clicks, when the article costs more than the team has
 * left: by how much, and the ways out — drop extras (each one that is enough
 * on its own, or all of them), buy a credit pack, or upgrade.
 */
const Shortfall = observer(function Shortfall({
  flow,
  credits,
}: {
  flow: TemplateFlowStore;
  credits: number;
}) {
  const shell = useShell();
  const missing = flow.articleCost - credits;
  const chosen = articleOptionList.filter((o) => flow.options[o.key]);
  const enough = chosen.filter((o) => o.cost >= missing);
  const extrasTotal = chosen.reduce((sum, o) => sum + o.cost, 0);
  return (
    <ShortfallBox role="alert" data-testid="shortfall">
      <p>
        This article costs {flow.articleCost.toLocaleString()} credits and your team has{' '}
        {credits.toLocaleString()} left: <strong>{missing.toLocaleString()} short</strong>.
      </p>
      <ShortfallActions>
        {enough.map((o) => (
          <Button key={o.key} size="sm" variant="secondary" onClick={() => flow.setOption(o.key, false)}>
            Drop {o.label.toLowerCase()} (−{o.cost.toLocaleString()})
          </Button>
        ))}
        {enough.length === 0 && chosen.length > 1 && extrasTotal >= missing && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              for (const o of chosen) flow.setOption(o.key, false);
            }}
          >
            Drop the extras (−{extrasTotal.toLocaleString()})
          </Button>
        )}
        <Button size="sm" onClick={() => shell.popups.open('addon', { source: 'template-shortfall' })}>
          Buy credits
        </Button>
        <Button size="sm" variant="ghost" onClick={() => shell.upgrade('template-shortfall')}>
          Upgrade
        </Button>
      </ShortfallActions>
    </ShortfallBox>
  );
});

export const OutlineStep = observer(function OutlineStep({
  flow,
  credits,
  choices,
}: {
  flow: TemplateFlowStore;
  credits: number | null;
  /** The team's brand voices and personas to write in and for. */
  choices?: VoiceChoices;
}) {
  const short = credits !== null && flow.articleCost > credits;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        if (choices) flow.setVoice(choices.request);
        void flow.generateArticle();
      }}
    >
      <section aria-labelledby="outline-heading">
        <SubHeading id="outline-heading">Outline</SubHeading>
        <Hint>One section per heading, in this order. Edit, reorder, add or remove them.</Hint>
        <Outline>
          {flow.outline.map((heading, index) => (
            // Headings can repeat while edited: the position is the identity.
            <OutlineItem key={`h-${index.toString()}`}>
              <span aria-hidden="true">{index + 1}.</span>
              <Input
                label={`Section ${index + 1}`}
                hideLabel
                value={heading}
                maxLength={200}
                onChange={(e) => flow.setHeading(index, e.target.value)}
              />
              <IconButton
                label={`Move section ${index + 1} up`}
                icon={<span aria-hidden="true">↑</span>}
                disabled={index === 0}
                onClick={() => flow.moveHeading(index, -1)}
              />
              <IconButton
                label={`Move section ${index + 1} down`}
                icon={<span aria-hidden="true">↓</span>}
                disabled={index === flow.outline.length - 1}
                onClick={() => flow.moveHeading(index, 1)}
              />
              <IconButton
                label={`Remove section ${index + 1}`}
                icon={<span aria-hidden="true">✕</span>}
                onClick={() => flow.removeHeading(index)}
              />
            </OutlineItem>
          ))}
        </Outline>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => flow.addHeading()}
          disabled={flow.outline.length >= 30}
        >
          Add a section
        </Button>
      </section>

      {choices && (
        <fieldset>
          <Legend>Voice and reader</Legend>
          <VoicePicker choices={choices} />
        </fieldset>
      )}

      <fieldset>
        <Legend>Your facts</Legend>
        <InfoBaseCheck
          label="Use my info base"
          articles="one"
          checked={flow.infoBase}
          onChange={(on) => flow.setInfoBase(on)}
          testId="use-info-base"
        />
      </fieldset>

      <FeatureImageChoice flow={flow} />

      <fieldset>
        <Legend>Options</Legend>
        <Options>
          {articleOptionList.map((option) => (
            <Checkbox
              key={option.key}
              label={option.label}
              hint={
                option.key === 'featureImage' && flow.featureImage
                  ? 'Your chosen image is used instead (turn on to draw one from the title)'
                  : `+${option.cost.toLocaleString()} credits`
              }
              checked={flow.options[option.key]}
              onChange={(e) => flow.setOption(option.key, e.target.checked)}
            />
          ))}
        </Options>
      </fieldset>

      <Price role="status">
        <div>
          <strong data-testid="article-cost">{flow.articleCost.toLocaleString()} credits</strong>
          <span>
            {flow.template.name}, {flow.length} (about {flow.words.toLocaleString()} words): 1,000 base
            {articleOptionList
              .filter((o) => flow.options[o.key])
              .map((o) => ` + ${o.cost.toLocaleString()} ${o.label}`)
              .join('')}
            .
          </span>
        </div>
        {credits !== null && (
          <Badge tone={short ? 'danger' : 'neutral'}>{credits.toLocaleString()} credits left</Badge>
        )}
      </Price>
      {short && credits !== null && <Shortfall flow={flow} credits={credits} />}
      <Footer>
        <Button type="button" variant="ghost" onClick={() => flow.goTo('title')}>
          Back
        </Button>
        <Spacer />
        <Button type="submit" disabled={short || flow.busy !== null || flow.cleanOutline.length === 0}>
          Generate article
        </Button>
      </Footer>
    </Form>
  );
});
