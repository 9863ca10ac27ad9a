/**
 * The music engine (issue 16): a prompt becomes a short piece, rendered to
 * WAV and written as MIDI, with no AI and no network. The prompt's words
 * choose the mode (major for happy, bright words; minor for sad, dark ones),
 * the tempo (slow and calm words, upbeat and dance words, or "120 bpm"), the
 * sound (piano, pad, synth, guitar-like) and the length ("30 seconds", at
 * most 60); a hash of the prompt seeds everything else (key, progression,
 * melody), so the same prompt always gives the same piece.
 *
 * Synthesis is additive, in plain TypeScript: each note an oscillator with
 * an attack–release envelope, a kick (a falling sine) and a hi-hat (seeded
 * noise) for rhythm, mixed to mono 16-bit PCM at 22,050 Hz.
 */
import { MAX_MUSIC_SECONDS } from '@inkpress/shared-core';
import { hashString, Random } from '../../ai/offline/random';
import { contentWords } from '../../ai/offline/text';

export const SAMPLE_RATE = 22_050;

export type Sound = 'piano' | 'pad' | 'synth' | 'pluck';

export interface MusicPlan {
  prompt: string;
  mode: 'major' | 'minor';
  tempo: number;
  /** MIDI note of the key's root (C3 = 48). */
  root: number;
  keyName: string;
  seconds: number;
  sound: Sound;
  /** Scale degrees (0-based) of the chords, one per bar, repeated. */
  progression: number[];
  drums: boolean;
}

export interface Note {
  /** Start, in beats. */
  beat: number;
  /** Length, in beats. */
  beats: number;
  midi: number;
  velocity: number;
  part: 'melody' | 'chords' | 'bass' | 'drums';
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const MINOR_WORDS = [
  'sad',
  'dark',
  'melancholic',
  'melancholy',
  'moody',
  'minor',
  'tense',
  'mysterious',
  'epic',
  'rain',
  'rainy',
  'night',
  'lonely',
  'cinematic',
];
const MAJOR_WORDS = [
  'happy',
  'bright',
  'joyful',
  'uplifting',
  'major',
  'sunny',
  'cheerful',
  'summer',
  'hopeful',
  'fun',
];
const SLOW = ['slow', 'calm', 'ambient', 'relaxing', 'sleep', 'meditation', 'peaceful', 'soft', 'gentle'];
const MEDIUM = ['chill', 'lofi', 'lo-fi', 'jazz', 'acoustic', 'folk'];
const FAST = ['upbeat', 'energetic', 'fast', 'dance', 'party', 'rock', 'edm', 'techno', 'workout', 'driving'];

const PROGRESSIONS = {
  major: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [0, 3, 4, 4],
    [5, 3, 0, 4],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 4, 0],
    [0, 6, 5, 4],
    [0, 5, 3, 4],
  ],
};

/** What the prompt asks for. `seconds` (the form's length) wins over a length in the words. */
export function planMusic(prompt: string, seconds?: number): MusicPlan {
  const words = contentWords(prompt);
  const has = (list: string[]) => words.some((w) => list.includes(w));
  const random = new Random(hashString(prompt.trim().toLowerCase()));
  const mode = has(MINOR_WORDS)
    ? 'minor'
    : has(MAJOR_WORDS)
      ? 'major'
      : random.next() < 0.5
        ? 'major'
        : 'minor';
  const bpm = /(\d{2,3})\s*bpm/i.exec(prompt);
  const tempo = bpm
    ? Math.min(180, Math.max(50, Number(bpm[1])))
    : has(SLOW)
      ? 72
      : has(FAST)
        ? 124
        : has(MEDIUM)
          ? 86
          : 96 + random.int(-6, 6);
  const asked = /(\d{1,3})\s*(?:s|sec|secs|seconds?)\b/i.exec(prompt);
  const length = seconds ?? (asked ? Number(asked[1]) : 20);
  const sound: Sound = has(['piano', 'keys', 'classical'])
    ? 'piano'
    : has(['ambient', 'pad', 'cinematic', 'dreamy', 'space'])
      ? 'pad'
      : has(['synth', 'electronic', 'edm', 'techno', 'retro', '8-bit', 'chiptune'])
        ? 'synth'
        : has(['guitar', 'acoustic', 'folk', 'harp'])
          ? 'pluck'
          : random.pick(['piano', 'pad', 'synth', 'pluck'] as const);
  const root = 45 + random.int(0, 11);
  return {
    prompt,
    mode,
    tempo,
    root,
    keyName: `${NAMES[root % 12]} ${mode}`,
    seconds: Math.min(MAX_MUSIC_SECONDS, Math.max(1, Math.round(length))),
    sound,
    progression: random.pick(PROGRESSIONS[mode]),
    drums: !has(['ambient', 'sleep', 'meditation', 'piano', 'classical']),
  };
}

/** The notes of the piece: chords and bass per bar, an eighth-note melody walking on the scale, drums. */
export function composeNotes(plan: MusicPlan): Note[] {
  const random = new Random(hashString(`${plan.prompt.trim().toLowerCase()}#notes`));
  const scale = plan.mode === 'major' ? MAJOR : MINOR;
  const degree = (d: number, octave = 0) =>
    plan.root + 12 * (octave + Math.floor(d / 7)) + (scale[((d % 7) + 7) % 7] ?? 0);
  const totalBeats = Math.ceil((plan.seconds * plan.tempo) / 60);
  const notes: Note[] = [];
  let step = random.int(0, 4);
  for (let bar = 0; bar * 4 < totalBeats; bar++) {
    const chord = plan.progression[bar % plan.progression.length] ?? 0;
    const start = bar * 4;
    const beats = Math.min(4, totalBeats - start);
    for (const offset of [0, 2, 4]) {
      notes.push({ beat: start, beats, midi: degree(chord + offset, 1), velocity: 55, part: 'chords' });
    }
    notes.push({
      beat: start,
      beats: Math.min(2, beats),
      midi: degree(chord, 0),
      velocity: 80,
      part: 'bass',
    });
    if (beats > 2)
      notes.push({
        beat: start + 2,
        beats: beats - 2,
        midi: degree(chord + 4, 0),
        velocity: 70,
        part: 'bass',
      });
    for (let eighth = 0; eighth < beats * 2; eighth++) {
      const strong = eighth % 4 === 0;
      // On strong beats a chord tone; between them a step or a leap of the walk.
      if (strong) step = chord + random.pick([0, 2, 4, 7]);
      else step += random.pick([-2, -1, -1, 1, 1, 2, 0]);
      step = Math.max(chord - 3, Math.min(chord + 9, step));
      if (!strong && random.next() < 0.2) continue; // a rest
      const long = random.next() < 0.25 && eighth < beats * 2 - 1;
      notes.push({
        beat: start + eighth / 2,
        beats: long ? 1 : 0.5,
        midi: degree(step, 2),
        velocity: strong ? 96 : 78,
        part: 'melody',
      });
      if (long) eighth++;
    }
    if (plan.drums) {
      for (let beat = 0; beat < beats; beat++) {
        if (beat % 2 === 0)
          notes.push({ beat: start + beat, beats: 0.25, midi: 36, velocity: 110, part: 'drums' });
        else notes.push({ beat: start + beat, beats: 0.25, midi: 38, velocity: 90, part: 'drums' });
        notes.push({ beat: start + beat + 0.5, beats: 0.125, midi: 42, velocity: 60, part: 'drums' });
      }
    }
  }
  return notes;
}

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** One oscillator sample of a sound at phase `p` (in cycles). */
function wave(sound: Sound, p: number): number {
  const x = p - Math.floor(p);
  switch (sound) {
    case 'synth':
      return 2 * x - 1 > 0 ? 0.6 : -0.6; // square
    case 'pluck':
      return 1 - 4 * Math.abs(x - 0.5); // triangle
    case 'pad':
      return Math.sin(2 * Math.PI * p) * 0.7 + Math.sin(4 * Math.PI * p) * 0.2;
    default:
      return (
        Math.sin(2 * Math.PI * p) * 0.8 + Math.sin(6 * Math.PI * p) * 0.12 + Math.sin(4 * Math.PI * p) * 0.1
      );
  }
}

/** The piece as mono samples in [-1, 1]. */
export function renderSamples(plan: MusicPlan, notes: Note[], sampleRate = SAMPLE_RATE): Float32Array {
  const length = Math.round(plan.seconds * sampleRate);
  const out = new Float32Array(length);
  const secondsPerBeat = 60 / plan.tempo;
  const noise = new Random(hashString(`${plan.prompt}#noise`));
  for (const note of notes) {
    const start = Math.round(note.beat * secondsPerBeat * sampleRate);
    if (start >= length) continue;
    const gain =
      (note.velocity / 127) *
      (note.part === 'chords' ? 0.12 : note.part === 'bass' ? 0.3 : note.part === 'melody' ? 0.28 : 0.35);
    if (note.part === 'drums') {
      const dur = Math.round((note.midi === 42 ? 0.05 : 0.18) * sampleRate);
      let phase = 0;
      for (let i = 0; i < dur && start + i < length; i++) {
        const t = i / sampleRate;
        const env = Math.exp(-t * (note.midi === 42 ? 90 : 22));
        let s: number;
        if (note.midi === 36) {
          phase += (45 + 110 * Math.exp(-t * 30)) / sampleRate;
          s = Math.sin(2 * Math.PI * phase);
        } else if (note.midi === 38) s = (noise.next() * 2 - 1) * 0.7 + Math.sin(2 * Math.PI * 190 * t) * 0.3;
        else s = noise.next() * 2 - 1;
        out[start + i] = (out[start + i] ?? 0) + s * env * gain;
      }
      continue;
    }
    const sound: Sound =
      note.part === 'bass' ? 'pluck' : note.part === 'chords' && plan.sound !== 'pad' ? 'pad' : plan.sound;
    const f = frequency(note.midi);
    const dur = Math.round(note.beats * secondsPerBeat * sampleRate);
    const attack = Math.round((sound === 'pad' ? 0.08 : 0.005) * sampleRate);
    const release = Math.round(0.06 * sampleRate);
    const decay = sound === 'piano' || sound === 'pluck' ? 3 : 0.4;
    for (let i = 0; i < dur + release && start + i < length; i++) {
      const t = i / sampleRate;
      const env =
        (i < attack ? i / attack : 1) *
        Math.exp(-t * decay) *
        (i > dur ? Math.max(0, 1 - (i - dur) / release) : 1);
      out[start + i] = (out[start + i] ?? 0) + wave(sound, f * t) * env * gain;
    }
  }
  let peak = 0;
  for (const s of out) peak = Math.max(peak, Math.abs(s));
  if (peak > 0) {
    const scale = 0.9 / peak;
    for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) * scale;
  }
  return out;
}

/** A mono 16-bit PCM WAV file of the samples. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    data.writeInt16LE(Math.round(s * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function varLen(value: number): number[] {
  const bytes = [value & 0x7f];
  let v = value >> 7;
  while (v > 0) {
    bytes.unshift((v & 0x7f) | 0x80);
    v >>= 7;
  }
  return bytes;
}

const CHANNELS: Record<Note['part'], number> = { melody: 0, chords: 1, bass: 2, drums: 9 };
const PROGRAMS: Record<Sound, number> = { piano: 0, pad: 88, synth: 80, pluck: 24 };

/** A standard MIDI file (format 0, 480 ticks per beat) of the notes. */
export function encodeMidi(plan: MusicPlan, notes: Note[]): Buffer {
  const PPQ = 480;
  const events: { tick: number; order: number; bytes: number[] }[] = [];
  const tempo = Math.round(60_000_000 / plan.tempo);
  events.push({
    tick: 0,
    order: 0,
    bytes: [0xff, 0x51, 0x03, (tempo >> 16) & 0xff, (tempo >> 8) & 0xff, tempo & 0xff],
  });
  events.push({ tick: 0, order: 0, bytes: [0xc0, PROGRAMS[plan.sound]] });
  events.push({ tick: 0, order: 0, bytes: [0xc1, 89] });
  events.push({ tick: 0, order: 0, bytes: [0xc2, 33] });
  for (const note of notes) {
    const channel = CHANNELS[note.part];
    const on = Math.round(note.beat * PPQ);
    const off = Math.round((note.beat + note.beats) * PPQ);
    events.push({ tick: on, order: 2, bytes: [0x90 | channel, note.midi, note.velocity] });
    events.push({ tick: off, order: 1, bytes: [0x80 | channel, note.midi, 0] });
  }
  events.sort((a, b) => a.tick - b.tick || a.order - b.order);
  const track: number[] = [];
  let last = 0;
  for (const event of events) {
    track.push(...varLen(event.tick - last), ...event.bytes);
    last = event.tick;
  }
  track.push(0, 0xff, 0x2f, 0x00);
  const header = Buffer.from([0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, (PPQ >> 8) & 0xff, PPQ & 0xff]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(track.length);
  return Buffer.concat([header, Buffer.from('MTrk', 'ascii'), length, Buffer.from(track)]);
}

export interface Piece {
  plan: MusicPlan;
  wav: Buffer;
  midi: Buffer;
  notes: number;
}

/** The whole piece for a prompt. */
export function composeMusic(prompt: string, seconds?: number): Piece {
  const plan = planMusic(prompt, seconds);
  const notes = composeNotes(plan);
  return {
    plan,
    wav: encodeWav(renderSamples(plan, notes)),
    midi: encodeMidi(plan, notes),
    notes: notes.length,
  };
}
