import './test/polyfills';
import * as ui from './index';

describe('@inkpress/shared-ui', () => {
  it.each([
    'Badge',
    'Button',
    'Card',
    'Checkbox',
    'Col',
    'Container',
    'Drawer',
    'DropdownMenu',
    'EmptyState',
    'IconButton',
    'Input',
    'InkpressThemeProvider',
    'GlobalStyle',
    'Link',
    'ModalFrame',
    'ProgressBar',
    'RetryView',
    'Row',
    'Select',
    'Skeleton',
    'Spinner',
    'Switch',
    'Table',
    'Tabs',
    'Textarea',
    'ToastViewport',
    'Tooltip',
    'createStoreContext',
    'media',
    'theme',
    'toastStore',
    'useEscape',
    'useFocusTrap',
    'useToast',
  ])('exports %s', (name) => {
    expect(ui).toHaveProperty(name);
  });
});
