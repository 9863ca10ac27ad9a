import { Button, Select } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { languageOptions, type SelectOption } from '../common/ArticleOptions';
import { Muted } from '../common/FormLayout';
import type { BulkStore, RowOptionKey } from './BulkStore';

/**
 * The choices each row may override, in order: template, language, length
 * and folder, each starting with "As above" (or the run's folder), which
 * keeps the value chosen for every row.
 */
export function rowOptionFields(
  templateOptions: SelectOption[],
  folderOptions: SelectOption[],
): [RowOptionKey, string, SelectOption[]][] {
  const asAbove = { value: '', label: 'As above' };
  return [
    ['templateId', 'Template', [asAbove, ...templateOptions.slice(1)]],
    ['language', 'Language', [asAbove, ...languageOptions]],
    ['length', 'Length', [asAbove, { value: 'short', label: 'Short' }, { value: 'medium', label: 'Medium' }]],
    ['folderId', 'Folder', folderOptions],
  ];
}

/** The rows to write, each with its own template, language, length and folder, and Remove. */
export const RowList = observer(function RowList({
  store,
  templateOptions,
  folderOptions,
}: {
  store: BulkStore;
  /** The screen's template choices ("No template" first). */
  templateOptions: SelectOption[];
  /** A row's folder choices ("The run's folder" first). */
  folderOptions: SelectOption[];
}) {
  const fields = rowOptionFields(templateOptions, folderOptions);
  if (store.rows.length === 0) return <Muted>No rows yet: add keywords or titles above.</Muted>;
  return (
    <Rows aria-label="Rows to write">
      {store.rows.map((row, i) => (
        <RowItem key={`${i}-${row.keyword ?? ''}-${row.title ?? ''}`} data-testid="bulk-row">
          <RowText>
            <strong>{row.title || row.keyword}</strong>
            {row.title && row.keyword && <Muted>Keyword: {row.keyword}</Muted>}
          </RowText>
          <RowFields>
            {fields.map(([key, label, options]) => (
              <Select
                key={key}
                label={`${label} of row ${i + 1}`}
                hideLabel
                value={(row as Record<string, string | undefined>)[key] ?? ''}
                options={options}
                onChange={(e) => store.setRowOption(i, key, e.target.value)}
              />
            ))}
          </RowFields>
          <Button variant="ghost" size="sm" onClick={() => store.removeRow(i)}>
            Remove
          </Button>
        </RowItem>
      ))}
    </Rows>
  );
});

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RowItem = styled.li`
  display: grid;
  grid-template-columns: minmax(140px, 1fr) minmax(0, 3fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  @media (max-width: 720px) {
    grid-template-columns: 1fr auto;
    > :nth-child(2) {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`;

const RowText = styled.div`
  display: grid;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
`;

const RowFields = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  @media (max-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
