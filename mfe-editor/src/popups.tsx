import type { RemotePopupTable } from '@inkpress/shared-ui';
import { lazy } from 'react';

/**
 * The editor's popups (shared-core popupOwners → mfe_editor), opened from
 * any screen with `useShell().popups.open(type, props)`. The shell frames
 * each in a ModalFrame with the title below; the component is the body and
 * its buttons. Props are described in each component's file.
 */
const popups: RemotePopupTable = {
  confirm: {
    title: 'Are you sure?',
    component: lazy(() =>
      import('./features/popups/ConfirmPopup').then((m) => ({ default: m.ConfirmPopup })),
    ),
  },
  'confirm-delete': {
    title: 'Delete?',
    component: lazy(() =>
      import('./features/popups/ConfirmPopup').then((m) => ({ default: m.ConfirmDeletePopup })),
    ),
  },
  translate: {
    title: 'Translate',
    component: lazy(() =>
      import('./features/popups/TranslatePopup').then((m) => ({ default: m.TranslatePopup })),
    ),
  },
  'templates-library': {
    title: 'Templates',
    component: lazy(() =>
      import('./features/popups/TemplatesLibraryPopup').then((m) => ({ default: m.TemplatesLibraryPopup })),
    ),
  },
  'documents-selector': {
    title: 'Choose documents',
    component: lazy(() =>
      import('./features/popups/DocumentsSelectorPopup').then((m) => ({ default: m.DocumentsSelectorPopup })),
    ),
  },
  info: {
    title: 'Good to know',
    component: lazy(() => import('./features/popups/InfoPopup').then((m) => ({ default: m.InfoPopup }))),
  },
  'article-improver': {
    title: 'Improve the article',
    component: lazy(() =>
      import('./features/popups/ArticleImproverPopup').then((m) => ({ default: m.ArticleImproverPopup })),
    ),
  },
  'improve-seo': {
    title: 'Improve SEO',
    component: lazy(() =>
      import('./features/popups/ArticleImproverPopup').then((m) => ({ default: m.ImproveSeoPopup })),
    ),
  },
  'page-booster': {
    title: 'Page booster',
    component: lazy(() =>
      import('./features/pageBooster/PageBoosterPopup').then((m) => ({ default: m.PageBoosterPopup })),
    ),
  },
  'prompt-library': {
    title: 'Prompt library',
    component: lazy(() =>
      import('./features/voice/PromptLibraryPopup').then((m) => ({ default: m.PromptLibraryPopup })),
    ),
  },
  style: {
    title: 'Brand voice',
    component: lazy(() => import('./features/voice/StylePopup').then((m) => ({ default: m.StylePopup }))),
  },
  'file-upload': {
    title: 'Add files',
    component: lazy(() =>
      import('./features/popups/FileUploadPopup').then((m) => ({ default: m.FileUploadPopup })),
    ),
  },
  repurpose: {
    title: 'Repurpose content',
    component: lazy(() =>
      import('./features/repurpose/RepurposePopup').then((m) => ({ default: m.RepurposePopup })),
    ),
  },
};

export default popups;
