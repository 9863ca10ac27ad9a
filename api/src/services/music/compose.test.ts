import { composeMusic, planMusic, SAMPLE_RATE } from './compose';

function readWav(wav: Buffer) {
  expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
  expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
  expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
  expect(wav.toString('ascii', 12, 16)).toBe('fmt ');
  expect(wav.readUInt16LE(20)).toBe(1);
  const channels = wav.readUInt16LE(22);
  const rate = wav.readUInt32LE(24);
  const bits = wav.readUInt16LE(34);
  expect(wav.toString('ascii', 36, 40)).toBe('data');
  const bytes = wav.readUInt32LE(40);
  expect(bytes).toBe(wav.length - 44);
  let sumSq = 0;
  const n = bytes / 2;
  for (let i = 0; i < n; i++) sumSq += (wav.readInt16LE(44 + i * 2) / 32768) ** 2;
  return { channels, rate, bits, seconds: bytes / (rate * channels * (bits / 8)), rms: Math.sqrt(sumSq / n) };
}

describe('the music engine', () => {
  it('renders a valid WAV of the asked length that is not silent', () => {
    const piece = composeMusic('An upbeat happy synth tune for a product video', 12);
    const wav = readWav(piece.wav);
    expect(wav).toMatchObject({ channels: 1, rate: SAMPLE_RATE, bits: 16 });
    expect(wav.seconds).toBeCloseTo(12, 3);
    expect(wav.rms).toBeGreaterThan(0.05);
  });

  it('is the same piece for the same prompt, and another for another prompt', () => {
    const a = composeMusic('Calm piano for studying', 6);
    const b = composeMusic('Calm piano for studying', 6);
    const c = composeMusic('Dark cinematic tension', 6);
    expect(a.wav.equals(b.wav)).toBe(true);
    expect(a.midi.equals(b.midi)).toBe(true);
    expect(a.wav.equals(c.wav)).toBe(false);
  });

  it('takes the mode, tempo, sound and length from the words', () => {
    expect(planMusic('a sad rainy evening')).toMatchObject({ mode: 'minor' });
    expect(planMusic('a happy sunny morning')).toMatchObject({ mode: 'major' });
    expect(planMusic('slow ambient pad').tempo).toBe(72);
    expect(planMusic('energetic dance track').tempo).toBe(124);
    expect(planMusic('lofi beat at 90 bpm').tempo).toBe(90);
    expect(planMusic('relaxing piano').sound).toBe('piano');
    expect(planMusic('a 45 seconds intro').seconds).toBe(45);
    expect(planMusic('a 5 minute epic', 300).seconds).toBe(60);
  });

  it('writes a standard MIDI file with its tempo and notes', () => {
    const { midi, plan } = composeMusic('Upbeat rock at 120 bpm', 4);
    expect(midi.toString('ascii', 0, 4)).toBe('MThd');
    expect(midi.readUInt16BE(8)).toBe(0);
    expect(midi.readUInt16BE(12)).toBe(480);
    expect(midi.toString('ascii', 14, 18)).toBe('MTrk');
    expect(midi.readUInt32BE(18)).toBe(midi.length - 22);
    // The tempo meta event: 500,000 µs per beat at 120 bpm.
    expect([...midi.subarray(23, 29)]).toEqual([0xff, 0x51, 0x03, 0x07, 0xa1, 0x20]);
    expect(plan.tempo).toBe(120);
    // Note-on events are there, and the track ends.
    expect(midi.includes(Buffer.from([0x90]))).toBe(true);
    expect([...midi.subarray(midi.length - 3)]).toEqual([0xff, 0x2f, 0x00]);
  });
});
