/** The grammar report: each issue in place, with a button to change it, and one to fix them all. */
import type { GrammarReport } from '@inkpress/shared-core/tools';
import { Button } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Section } from '../resultLayout';
import type { ToolRunStore } from '../ToolRunStore';

export const Grammar = observer(function Grammar({
  store,
  report,
}: {
  store: ToolRunStore;
  report: GrammarReport;
}) {
  const text = String(store.values.text ?? '');
  const apply = (start: number, end: number, replacement: string) => {
    store.setValue('text', text.slice(0, start) + replacement + text.slice(end));
    void store.run();
  };
  return (
    <Section aria-label="Grammar and spelling">
      <p>
        {report.issues.length === 0
          ? `No issues found in ${report.words} words.`
          : `${report.issues.length} issue${report.issues.length === 1 ? '' : 's'} in ${report.words} words.`}
      </p>
      {report.issues.length > 0 && (
        <Button
          type="button"
          onClick={() => {
            store.setValue('text', report.fixed);
            void store.run();
          }}
        >
          Fix all
        </Button>
      )}
      <ol>
        {report.issues.map((issue) => (
          <li key={`${issue.start}-${issue.rule}`}>
            <strong>{issue.rule}</strong>: “<mark>{issue.text}</mark>” — {issue.message}{' '}
            {issue.replacements[0] !== undefined && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => apply(issue.start, issue.end, issue.replacements[0] ?? '')}
              >
                Change to “{issue.replacements[0]}”
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
});
