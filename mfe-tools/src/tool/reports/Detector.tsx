/** The AI-detector report: the indicative score on a meter, and each signal (before and after a rewrite). */
import type { DetectorReport } from '@inkpress/shared-core/tools';
import styled from 'styled-components';
import { Note, Section } from '../resultLayout';

export function Detector({ before, after }: { before: DetectorReport; after: DetectorReport | null }) {
  const verdict = {
    'likely-human': 'Reads human',
    mixed: 'Mixed signals',
    'likely-ai': 'Reads machine-written',
  };
  return (
    <Section aria-label="AI signals">
      <Meter
        role="meter"
        aria-valuenow={before.score}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="AI-likeness score"
      >
        <span style={{ width: `${before.score}%` }} />
      </Meter>
      <p>
        <strong>{verdict[before.verdict]}</strong> · indicative score {before.score.toFixed(0)} / 100
        {after && ` → ${after.score.toFixed(0)} / 100 after the rewrite`}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Signal</th>
            <th scope="col">Value</th>
            {after && <th scope="col">Rewrite</th>}
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          {before.signals.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>{s.display}</td>
              {after && <td>{after.signals.find((a) => a.id === s.id)?.display ?? '—'}</td>}
              <td>{s.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Note>{before.limits}</Note>
    </Section>
  );
}

const Meter = styled.div`
  height: 10px;
  border-radius: 5px;
  background: linear-gradient(90deg, #16a34a, #eab308, #dc2626);
  position: relative;
  span {
    position: absolute;
    inset: 0 auto 0 0;
    border-right: 3px solid #0f172a;
  }
`;
