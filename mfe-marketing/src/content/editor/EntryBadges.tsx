import type { ContentAdminRow } from '@inkpress/shared-core';
import { Badge } from '@inkpress/shared-ui';
import { originOf } from './entryForm';

const ORIGIN = {
  repository: { label: 'From the repository', tone: 'neutral' },
  edited: { label: 'Edited here', tone: 'warning' },
  new: { label: 'Written here', tone: 'info' },
} as const;

/** An entry's state: published or draft, and whether its text is the repository's, edited here, or new. */
export function EntryBadges({ row }: { row: Pick<ContentAdminRow, 'status' | 'source' | 'editedAt'> }) {
  const origin = ORIGIN[originOf(row)];
  return (
    <>
      <Badge
        tone={row.status === 'published' ? 'success' : 'neutral'}
        variant={row.status === 'published' ? 'soft' : 'outline'}
        dot
      >
        {row.status === 'published' ? 'Published' : 'Draft'}
      </Badge>
      <Badge tone={origin.tone} variant="soft">
        {origin.label}
      </Badge>
    </>
  );
}
