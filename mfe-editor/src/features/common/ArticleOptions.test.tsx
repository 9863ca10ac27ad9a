import { renderHook, screen } from '@testing-library/react';
import { fakeShell, renderScreen } from '../test/fakeShell';
import {
  ArticleBasics,
  ArticleOptionChecks,
  articleOptionLabels,
  useTemplateOptions,
} from './ArticleOptions';

describe('the article settings bulk generation and autoblog share', () => {
  it('lists "No template" first, then the team’s templates', () => {
    const templates = [
      { id: 't1', name: 'Listicle' },
      { id: 't2', name: 'How-to' },
    ];
    const { result } = renderHook(() => useTemplateOptions(templates));
    expect(result.current).toEqual([
      { value: '', label: 'No template' },
      { value: 't1', label: 'Listicle' },
      { value: 't2', label: 'How-to' },
    ]);
  });

  it('hands each picker’s choice and each check to its callback', async () => {
    const onTemplate = jest.fn();
    const onLanguage = jest.fn();
    const onLength = jest.fn();
    const onOption = jest.fn();
    const { shell } = fakeShell({});
    const { user } = renderScreen(
      <>
        <ArticleBasics
          templateOptions={[
            { value: '', label: 'No template' },
            { value: 't1', label: 'Listicle' },
          ]}
          templateId=""
          language="en-US"
          length="short"
          onTemplate={onTemplate}
          onLanguage={onLanguage}
          onLength={onLength}
        />
        <ArticleOptionChecks options={{ faqs: true }} onChange={onOption} />
      </>,
      { route: '/x', path: '/x', shell },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 't1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-FR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), 'medium');
    expect(onTemplate).toHaveBeenCalledWith('t1');
    expect(onLanguage).toHaveBeenCalledWith('fr-FR');
    expect(onLength).toHaveBeenCalledWith('medium');
    expect(screen.getAllByRole('checkbox')).toHaveLength(articleOptionLabels.length);
    expect(screen.getByRole('checkbox', { name: 'FAQs' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Feature image' }));
    expect(onOption).toHaveBeenCalledWith('featureImage', true);
    await user.click(screen.getByRole('checkbox', { name: 'FAQs' }));
    expect(onOption).toHaveBeenCalledWith('faqs', false);
  });
});
