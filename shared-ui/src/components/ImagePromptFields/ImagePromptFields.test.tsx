import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InkpressThemeProvider } from '../../theme';
import { ImagePromptFields, imageSizeLabel } from './ImagePromptFields';

describe('ImagePromptFields', () => {
  it('labels sizes "W × H" and hands each change to onChange as a patch', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(
      <InkpressThemeProvider>
        <ImagePromptFields
          promptLabel="Describe the image"
          prompt=""
          size="1024x1024"
          style="vivid"
          onChange={onChange}
        >
          <span data-testid="extra">extra</span>
        </ImagePromptFields>
      </InkpressThemeProvider>,
    );
    expect(imageSizeLabel('1024x1792')).toBe('1024 × 1792');
    await user.type(screen.getByRole('textbox', { name: 'Describe the image' }), 'B');
    expect(onChange).toHaveBeenLastCalledWith({ prompt: 'B' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '512x512');
    expect(onChange).toHaveBeenLastCalledWith({ size: '512x512' });
    expect(screen.getByRole('option', { name: '512 × 512' })).toBeTruthy();
    expect(screen.getByTestId('extra')).toBeTruthy();
  });
});
