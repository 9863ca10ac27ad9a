import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { Breakpoint } from '../../theme/breakpoints';
import type { SpaceKey } from '../../theme/tokens';
import { type ColSpan, colStyles, containerStyles, type ResponsiveSpans } from './gridStyles';

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  /** The landmark or element to render. Default `div`. */
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'nav';
  /** Full width at every breakpoint instead of the stepped max widths (540 … 1320px). */
  fluid?: boolean;
}

/** Centres page content with the grid's side padding and a max width per breakpoint. */
export function Container({ fluid = false, ...rest }: ContainerProps) {
  return <ContainerRoot {...rest} $fluid={fluid} />;
}

export interface RowProps extends ComponentPropsWithRef<'div'> {
  /** Horizontal space between columns (a space token). Default: the grid gutter, 24px. */
  gutter?: SpaceKey;
  /** Vertical space between wrapped rows (a space token). Default: the same as `gutter`. */
  rowGap?: SpaceKey;
  /** Cross-axis alignment of the columns. */
  align?: 'start' | 'center' | 'end' | 'stretch';
}

/** A row of the 12-column grid: columns wrap, separated by the gutter. */
export function Row({ gutter, rowGap, align, ...rest }: RowProps) {
  return <RowRoot {...rest} $gutter={gutter} $rowGap={rowGap ?? gutter} $align={align} />;
}

export interface ColProps extends ComponentPropsWithRef<'div'>, ResponsiveSpans {
  /** Columns from 0px up (1–12, `auto` or `fill`). Default `fill`. */
  xs?: ColSpan;
  /** Columns from 576px up. */
  sm?: ColSpan;
  /** Columns from 768px up. */
  md?: ColSpan;
  /** Columns from 992px up. */
  lg?: ColSpan;
  /** Columns from 1200px up. */
  xl?: ColSpan;
  /** Columns from 1400px up. */
  xxl?: ColSpan;
}

/** A column of the 12-column grid with a span per breakpoint: `<Col xs={12} md={6} lg={4}>`. */
export function Col({ xs, sm, md, lg, xl, xxl, ...rest }: ColProps) {
  const spans: Record<Breakpoint, ColSpan | undefined> = { xs, sm, md, lg, xl, xxl };
  return <ColRoot {...rest} $spans={spans} />;
}

const ContainerRoot = styled.div<{ $fluid: boolean }>`
  width: 100%;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.grid.gutter / 2}px;
  ${({ $fluid }) => ($fluid ? '' : containerStyles())}
`;

const RowRoot = styled.div<{ $gutter?: SpaceKey; $rowGap?: SpaceKey; $align?: RowProps['align'] }>`
  --ink-gutter-x: ${({ theme, $gutter }) => ($gutter === undefined ? `${theme.grid.gutter}px` : theme.space[$gutter])};
  --ink-gutter-y: ${({ theme, $rowGap }) => ($rowGap === undefined ? `${theme.grid.gutter}px` : theme.space[$rowGap])};
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align }) => ($align === 'start' || $align === 'end' ? `flex-${$align}` : ($align ?? 'stretch'))};
  row-gap: var(--ink-gutter-y);
  margin-inline: calc(var(--ink-gutter-x) / -2);
`;

const ColRoot = styled.div<{ $spans: ResponsiveSpans }>`
  box-sizing: border-box;
  min-width: 0;
  padding-inline: calc(var(--ink-gutter-x, ${({ theme }) => theme.grid.gutter}px) / 2);
  ${({ $spans }) => colStyles($spans)}
`;
