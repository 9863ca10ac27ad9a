/** The keyword report: the terms extracted from the text, and the AI's related ideas by intent. */
import type { KeywordReport } from '@inkpress/shared-core/tools';
import { Note, Section } from '../resultLayout';

export function Keywords({ report, ideas }: { report: KeywordReport; ideas: string[] }) {
  const byIntent = new Map<string, string[]>();
  for (const line of ideas) {
    const [intent, keyword] = line.includes(':') ? line.split(/:\s*/, 2) : ['ideas', line];
    byIntent.set(intent ?? 'ideas', [...(byIntent.get(intent ?? 'ideas') ?? []), keyword ?? line]);
  }
  return (
    <Section aria-label="Keywords">
      <h3>Extracted from your text</h3>
      <Note>{report.note}</Note>
      <table>
        <thead>
          <tr>
            <th scope="col">Keyword</th>
            <th scope="col">Times used</th>
            <th scope="col">Weight</th>
          </tr>
        </thead>
        <tbody>
          {report.keywords.map((k) => (
            <tr key={k.term}>
              <th scope="row">{k.term}</th>
              <td>{k.count}</td>
              <td>{k.score.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {byIntent.size > 0 && <h3>Related keyword ideas (AI)</h3>}
      {[...byIntent].map(([intent, list]) => (
        <div key={intent}>
          <strong>{intent}</strong>
          <ul>
            {list.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
