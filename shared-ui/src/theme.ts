// Design tokens. Colours were chosen for WCAG 2.1 AA contrast on the page background.
export const theme = {
  color: {
    bg: '#fbfaf7',
    surface: '#ffffff',
    surfaceMuted: '#f1efe9',
    text: '#1d2a30',
    textMuted: '#4f5f66',
    border: '#d9d5cc',
    primary: '#1f4e5f',
    primaryHover: '#163a47',
    onPrimary: '#ffffff',
    accent: '#f2b134',
    accentSoft: '#fdf1d6',
    onAccent: '#1d2a30',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#146c43',
    focus: '#0b6bcb',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Iowan Old Style', 'Times New Roman', serif",
  },
  radius: { sm: '6px', md: '12px', lg: '20px', round: '999px' },
  space: (n: number) => `${n * 4}px`,
  shadow: {
    card: '0 1px 2px rgba(29, 42, 48, 0.06), 0 4px 16px rgba(29, 42, 48, 0.06)',
    popover: '0 8px 30px rgba(29, 42, 48, 0.18)',
  },
  /** The spec's mobile breakpoint: below this width the drawer replaces the desktop menu. */
  breakpoint: { mobile: 768, wide: 1024 },
  maxWidth: '1160px',
  zIndex: { header: 20, drawer: 40, popover: 50, banner: 60 },
} as const;

export type Theme = typeof theme;

// Types `props.theme` in every styled component. Declared here, not in a .d.ts, so that every
// package that imports the theme gets it without listing a file of shared-ui in its tsconfig.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export const media = {
  mobile: `@media (max-width: ${theme.breakpoint.mobile - 0.02}px)`,
  desktop: `@media (min-width: ${theme.breakpoint.mobile}px)`,
  wide: `@media (min-width: ${theme.breakpoint.wide}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
