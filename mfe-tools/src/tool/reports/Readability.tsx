/** The readability report: the scores of the text (and of the rewrite), and its hard sentences. */
import type { ReadabilityReport, ReadabilityScores } from '@inkpress/shared-core/tools';
import { Section } from '../resultLayout';

const scoreRows: [keyof ReadabilityScores, string, string][] = [
  ['flesch', 'Flesch reading ease', 'higher is easier (60–70 is plain English)'],
  ['fleschKincaid', 'Flesch–Kincaid grade', 'school grade needed'],
  ['smog', 'SMOG grade', 'years of education needed'],
  ['fog', 'Gunning fog', 'years of education needed'],
];

export function Readability({
  before,
  after,
}: {
  before: ReadabilityReport;
  after: ReadabilityReport | null;
}) {
  return (
    <Section aria-label="Readability">
      <p>
        <strong>{before.level}</strong> · {before.words} words in {before.sentences} sentences
        {after && (
          <>
            {' '}
            → after the rewrite: <strong>{after.level}</strong>
          </>
        )}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Score</th>
            <th scope="col">Your text</th>
            {after && <th scope="col">Rewrite</th>}
            <th scope="col">Means</th>
          </tr>
        </thead>
        <tbody>
          {scoreRows.map(([key, name, means]) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              <td>{before.scores[key].toFixed(1)}</td>
              {after && <td>{after.scores[key].toFixed(1)}</td>}
              <td>{means}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {before.hardSentences.length > 0 && (
        <>
          <h3>Hard sentences</h3>
          <ul>
            {before.hardSentences.map((s) => (
              <li key={s.start}>
                <mark>{s.text}</mark>{' '}
                <small>
                  ({s.reason}, grade {s.grade.toFixed(0)})
                </small>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
