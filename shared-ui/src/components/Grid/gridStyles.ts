import { type Breakpoint, breakpointOrder, media } from '../../theme/breakpoints';
import { grid } from '../../theme/layout';

/** How many of the 12 columns a Col spans: a number, `auto` (its content's width) or `fill` (share what is left). */
export type ColSpan = number | 'auto' | 'fill';

export type ResponsiveSpans = Partial<Record<Breakpoint, ColSpan>>;

/** The flex declarations for one span. */
export function spanDeclarations(span: ColSpan): string {
  if (span === 'fill') return 'flex: 1 0 0%; width: auto; max-width: 100%;';
  if (span === 'auto') return 'flex: 0 0 auto; width: auto; max-width: 100%;';
  const columns = Math.min(grid.columns, Math.max(1, Math.round(span)));
  const percent = `${+((columns / grid.columns) * 100).toFixed(6)}%`;
  return `flex: 0 0 ${percent}; width: ${percent}; max-width: ${percent};`;
}

/**
 * Mobile-first CSS for a Col: `xs` (or `fill` when absent) applies everywhere, each larger
 * breakpoint overrides it from its min-width up.
 */
export function colStyles(spans: ResponsiveSpans): string {
  return breakpointOrder
    .map((breakpoint) => {
      const span = spans[breakpoint] ?? (breakpoint === 'xs' ? 'fill' : undefined);
      if (span === undefined) return '';
      return breakpoint === 'xs'
        ? spanDeclarations(span)
        : `${media.up(breakpoint)} { ${spanDeclarations(span)} }`;
    })
    .filter(Boolean)
    .join('\n');
}

/** Container max widths per breakpoint, mobile first. */
export function containerStyles(): string {
  return Object.entries(grid.containerMaxWidths)
    .map(([breakpoint, width]) => `${media.up(breakpoint as Breakpoint)} { max-width: ${width}px; }`)
    .join('\n');
}
