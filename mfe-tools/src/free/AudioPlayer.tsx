import { Button, VisuallyHidden } from '@inkpress/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { wavPeaks } from './waveform';

/** Bars of the waveform. */
const BARS = 96;

/** 75 → "1:15". */
export function clock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface AudioPlayerProps {
  src: string;
  /** What is playing, for the controls' names. */
  title: string;
  /** The length known beforehand (the metadata may come later). */
  seconds?: number;
}

/**
 * A player for one piece: its waveform (the part played coloured),
 * play/pause, a seek bar (keyboard: arrows, Home, End), the time played and
 * the length. The audio element itself has no controls of its own. Give it
 * a `key` per piece: a new piece starts anew.
 */
export function AudioPlayer({ src, title, seconds = 0 }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(seconds);
  const [peaks, setPeaks] = useState<number[]>([]);
  const id = useId();

  // The waveform, from the WAV itself (a data: URL or the account's file).
  useEffect(() => {
    const controller = new AbortController();
    fetch(src, { signal: controller.signal, credentials: 'same-origin' })
      .then((res) => (res.ok ? res.arrayBuffer() : new ArrayBuffer(0)))
      .then((buffer) => setPeaks(wavPeaks(buffer, BARS)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [src]);
  const played = duration > 0 ? time / duration : 0;

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };

  return (
    <Player aria-label={`Player: ${title}`} data-testid="audio-player">
      {/* biome-ignore lint/a11y/useMediaCaption: generated instrumental music has no words to caption */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          if (Number.isFinite(e.currentTarget.duration)) setDuration(e.currentTarget.duration);
        }}
      />
      {peaks.length > 0 && (
        <Wave
          viewBox={`0 0 ${BARS * 3} 40`}
          preserveAspectRatio="none"
          aria-hidden="true"
          data-testid="waveform"
        >
          {peaks.map((peak, i) => {
            const h = Math.max(1.5, peak * 38);
            return (
              <rect
                key={i}
                x={i * 3}
                y={20 - h / 2}
                width={2}
                height={h}
                rx={1}
                data-played={i / BARS < played}
              />
            );
          })}
        </Wave>
      )}
      <Button size="sm" onClick={toggle} aria-pressed={playing}>
        {playing ? 'Pause' : 'Play'}
      </Button>
      <VisuallyHidden as="label" htmlFor={id}>
        Seek
      </VisuallyHidden>
      <Seek
        id={id}
        type="range"
        min={0}
        max={Math.max(1, Math.round(duration * 10))}
        value={Math.round(time * 10)}
        aria-valuetext={`${clock(time)} of ${clock(duration)}`}
        onChange={(e) => {
          const next = Number(e.target.value) / 10;
          if (audio.current) audio.current.currentTime = next;
          setTime(next);
        }}
      />
      <Time data-testid="audio-time">
        {clock(time)} / {clock(duration)}
      </Time>
    </Player>
  );
}

const Player = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};
`;

const Wave = styled.svg`
  flex: 1 0 100%;
  width: 100%;
  height: 48px;
  rect {
    fill: ${({ theme }) => theme.colors.border.default};
  }
  rect[data-played='true'] {
    fill: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;

const Seek = styled.input`
  flex: 1 1 160px;
  min-width: 120px;
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
