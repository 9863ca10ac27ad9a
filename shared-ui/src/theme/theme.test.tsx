import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, useTheme } from 'styled-components';
import { colors, type Tone } from './colors';
import { InkpressThemeProvider } from './InkpressThemeProvider';
import { theme } from './theme';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  it('has the SPEC §9 breakpoints', () => {
    expect(theme.breakpoints).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it('has the SPEC §9 layout constants and a 12-column grid', () => {
    expect(theme.layout).toEqual({
      headerHeight: 68,
      topBarHeight: 80,
      topBarHeightCompact: 64,
      sidebarWidth: 270,
    });
    expect(theme.grid.columns).toBe(12);
  });

  it('builds mobile-first media queries that never overlap', () => {
    expect(theme.media.up('md')).toBe('@media (min-width: 768px)');
    expect(theme.media.down('md')).toBe('@media (max-width: 767.98px)');
    expect(theme.media.between('sm', 'lg')).toBe('@media (min-width: 576px) and (max-width: 991.98px)');
    expect(theme.media.only('md')).toBe('@media (min-width: 768px) and (max-width: 991.98px)');
    expect(theme.media.only('xxl')).toBe('@media (min-width: 1400px)');
  });

  it.each(Object.keys(colors.tones) as Tone[])('gives the %s tone AA text contrast', (tone) => {
    const { fg, bg, solid, onSolid } = colors.tones[tone];
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(onSolid, solid)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives body and muted text AA contrast on surfaces and the page', () => {
    for (const text of [colors.text.primary, colors.text.secondary, colors.text.muted, colors.text.link]) {
      expect(contrast(text, colors.background.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, colors.background.canvas)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(colors.border.control, colors.background.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focus, colors.background.surface)).toBeGreaterThanOrEqual(3);
  });
});

function SidebarWidth() {
  return <span>{useTheme().layout.sidebarWidth}</span>;
}

describe('InkpressThemeProvider', () => {
  it('provides the theme to styled components and hooks', () => {
    render(
      <InkpressThemeProvider>
        <SidebarWidth />
      </InkpressThemeProvider>,
    );
    expect(screen.getByText('270')).toBeInTheDocument();
  });

  it('renders the global reset, font stack and focus ring only when asked', () => {
    const css = (ui: ReactElement) => {
      const sheet = new ServerStyleSheet();
      try {
        renderToString(sheet.collectStyles(ui));
        return sheet.getStyleTags();
      } finally {
        sheet.seal();
      }
    };
    const global = css(<InkpressThemeProvider withGlobalStyle />);
    expect(global).toContain('box-sizing:border-box');
    expect(global).toContain('system-ui');
    expect(global).toContain(':focus-visible{outline:2px solid #4f46e5');
    expect(global).toContain('prefers-reduced-motion');
    expect(css(<InkpressThemeProvider />)).not.toContain('box-sizing');
  });
});
