/**
 * The player's waveform: the loudest sample of each of `bars` equal slices
 * of a 16-bit PCM WAV (any channel count), from 0 to 1. Reads the chunks
 * rather than assuming a 44-byte header; anything else answers no bars.
 */
export function wavPeaks(buffer: ArrayBuffer, bars: number): number[] {
  const view = new DataView(buffer);
  const tag = (at: number) => String.fromCharCode(...new Uint8Array(buffer, at, 4));
  if (buffer.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return [];
  let channels = 0;
  let bits = 0;
  let at = 12;
  while (at + 8 <= buffer.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16) {
      if (view.getUint16(body, true) !== 1) return [];
      channels = view.getUint16(body + 2, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1) return [];
      const end = Math.min(buffer.byteLength, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      if (frames === 0) return [];
      const peaks: number[] = [];
      for (let b = 0; b < bars; b++) {
        const from = Math.floor((b * frames) / bars);
        const to = Math.max(from + 1, Math.floor(((b + 1) * frames) / bars));
        let peak = 0;
        // Every sample of the slice would be slow for a minute of audio: a few hundred per bar show its shape.
        const step = Math.max(1, Math.floor((to - from) / 400));
        for (let f = from; f < to && f < frames; f += step) {
          const sample = Math.abs(view.getInt16(body + f * 2 * channels, true)) / 32768;
          if (sample > peak) peak = sample;
        }
        peaks.push(peak);
      }
      return peaks;
    }
    at = body + size + (size % 2);
  }
  return [];
}
