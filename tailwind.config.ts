import type { Config } from 'tailwindcss';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH_PX, THEME_COLOR } from './src/domain/constants';

// The console's theme, read by src/web/styles/app.css through `@config`. Values come from the domain
// constants (spec §9) so the server, tests and styles agree on one number.
export default {
  content: [],
  theme: {
    extend: {
      colors: {
        primary: {
          DEFAULT: THEME_COLOR,
          50: '#e6f4ff',
          100: '#bae0ff',
          200: '#91caff',
          300: '#69b1ff',
          400: '#4096ff',
          500: THEME_COLOR,
          600: '#096dd9',
          700: '#0050b3',
        },
        page: '#f0f2f5',
        line: '#f0f0f0',
        ink: {
          DEFAULT: 'rgba(0, 0, 0, 0.88)',
          soft: 'rgba(0, 0, 0, 0.65)',
          muted: 'rgba(0, 0, 0, 0.45)',
        },
        danger: '#ff4d4f',
        success: '#52c41a',
        warning: '#faad14',
      },
      spacing: {
        sidebar: `${SIDEBAR_WIDTH_PX}px`,
      },
      screens: {
        // Spec §9: mobile mode below 992px; `desktop:` styles apply from there up.
        desktop: `${MOBILE_BREAKPOINT_PX}px`,
      },
      fontFamily: {
        sans: [
          '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial',
          '"Noto Sans"', '"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', 'sans-serif',
        ],
      },
      boxShadow: {
        card: '0 1px 2px 0 rgba(0,0,0,0.03), 0 1px 6px -1px rgba(0,0,0,0.02), 0 2px 4px 0 rgba(0,0,0,0.02)',
        pop: '0 6px 16px 0 rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05)',
      },
    },
  },
} satisfies Config;
