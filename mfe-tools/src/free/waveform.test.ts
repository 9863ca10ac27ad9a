import { wavPeaks } from './waveform';

/** A mono 16-bit WAV of `samples` (−1…1). */
function wav(samples: number[], extraChunk = false): ArrayBuffer {
  const extra = extraChunk ? 8 + 4 : 0;
  const buffer = new ArrayBuffer(44 + extra + samples.length * 2);
  const view = new DataView(buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, buffer.byteLength - 8, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  let at = 36;
  if (extraChunk) {
    text(at, 'LIST');
    view.setUint32(at + 4, 4, true);
    at += 12;
  }
  text(at, 'data');
  view.setUint32(at + 4, samples.length * 2, true);
  samples.forEach((s, i) => {
    view.setInt16(at + 8 + i * 2, Math.round(s * 32767), true);
  });
  return buffer;
}

describe('wavPeaks', () => {
  it('answers the loudest sample of each slice, after any chunk before the data', () => {
    const samples = [0.1, -0.5, 0, 0, 0.25, 0.2, -0.9, 0.3];
    for (const extra of [false, true]) {
      const peaks = wavPeaks(wav(samples, extra), 4);
      expect(peaks.map((p) => Math.round(p * 100) / 100)).toEqual([0.5, 0, 0.25, 0.9]);
    }
  });

  it('answers no bars for what is not a 16-bit PCM WAV', () => {
    expect(wavPeaks(new TextEncoder().encode('not a wav file at all').buffer as ArrayBuffer, 4)).toEqual([]);
    expect(wavPeaks(wav([]), 4)).toEqual([]);
  });
});
