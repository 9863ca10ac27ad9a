import { PageFrame } from '@inkpress/shared-ui';

/**
 * The Editor area's frame for a page whose content comes with a later
 * feature: its heading and what it is for, never a blank page.
 */
export function areaPage(title: string, lead: string) {
  return function AreaPage() {
    return <PageFrame area="Editor" title={title} lead={lead} />;
  };
}
