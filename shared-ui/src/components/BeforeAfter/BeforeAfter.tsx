import { useId, useState } from 'react';
import styled from 'styled-components';

export interface BeforeAfterProps {
  before: string;
  after: string;
  /** Alt text of the pair. */
  alt: string;
}

/**
 * A before/after slider: the restored image with the original over its left
 * part; the range input (keyboard: arrows, Home, End) moves the divide.
 * Zoom shows both at twice the size, scrollable.
 */
export function BeforeAfter({ before, after, alt }: BeforeAfterProps) {
  const [position, setPosition] = useState(50);
  const [zoom, setZoom] = useState(1);
  const id = useId();
  return (
    <Wrap>
      <Viewport data-testid="before-after">
        <Stage style={{ width: `${zoom * 100}%` }}>
          <img src={after} alt={`${alt}, restored`} />
          <BeforeLayer style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
            <img src={before} alt={`${alt}, before`} />
          </BeforeLayer>
          <Divide style={{ left: `${position}%` }} aria-hidden="true" />
          <Tag $side="left">Before</Tag>
          <Tag $side="right">After</Tag>
        </Stage>
      </Viewport>
      <Controls>
        <label htmlFor={id}>Compare</label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          value={position}
          aria-valuetext={`${position}% before`}
          onChange={(e) => setPosition(Number(e.target.value))}
        />
        <button type="button" onClick={() => setZoom(zoom === 1 ? 2 : 1)} aria-pressed={zoom === 2}>
          {zoom === 1 ? 'Zoom 200%' : 'Zoom 100%'}
        </button>
      </Controls>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Viewport = styled.div`
  overflow: auto;
  max-height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.subtle};
`;

const Stage = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const BeforeLayer = styled.div`
  position: absolute;
  inset: 0;
  img {
    width: 100%;
    height: 100%;
    object-fit: fill;
    image-rendering: pixelated;
  }
`;

const Divide = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 2px;
  margin-left: -1px;
  background: #fff;
  box-shadow: 0 0 0 1px rgb(0 0 0 / 35%);
`;

const Tag = styled.span<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 8px;
  ${({ $side }) => ($side === 'left' ? 'left: 8px;' : 'right: 8px;')}
  padding: 2px 8px;
  border-radius: 999px;
  background: rgb(0 0 0 / 60%);
  color: #fff;
  font-size: 12px;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  input[type='range'] {
    flex: 1 1 160px;
  }
  button {
    border: 1px solid ${({ theme }) => theme.colors.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background.surface};
    padding: 4px 10px;
    cursor: pointer;
  }
`;
