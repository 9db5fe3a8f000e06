import type { Config } from 'tailwindcss';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH_PX, THEME_COLOR } from './src/domain/constants';

// The console's theme, read by src/web/styles/app.css through `@config`. Values come from the domain
// constants (spec §9) so the server, tests and styles agree on one number.
//
// Contrast (WCAG 2.1 AA, checked by test/e2e/accessibility.test.ts): a colour name means three things,
// told apart by tailwind's per-property namespaces so the components keep their class names:
// - `border-*`, `ring-*`, `outline-*`, `bg-*-500` and the tints (`bg-*-50`): the brand colour itself, as
//   decoration (#1890ff stays the theme: focus rings, bars, selected borders);
// - `text-*`: the same hue darkened until it reads at 4.5:1 or more on white, the page grey and its tints;
// - `bg-*` (primary, danger, success): a fill that white text reads on at 4.5:1 or more.
// Warning is never a fill under white text: amber fills carry dark ink.

/** The theme blue darkened along its own hue (antd's blue-7): 6.2:1 on white, 5.5:1 on the page grey. */
const PRIMARY_INK = '#0958d9';
/** Filled buttons, the active tab and menu item: white reads on it at 5.2:1; also hovered primary text. */
const PRIMARY_FILL = '#0d66e3';

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
          // 0.56, not antd's 0.45 (3.4:1): 4.9:1 on white, 4.7:1 on the darkest greys it sits on.
          muted: 'rgba(0, 0, 0, 0.56)',
        },
        danger: { DEFAULT: '#ff4d4f', 50: '#fff2f0', 200: '#ffccc7', 500: '#ff4d4f' },
        success: { DEFAULT: '#52c41a', 50: '#f6ffed', 200: '#b7eb8f', 500: '#52c41a' },
        warning: { DEFAULT: '#faad14', 50: '#fffbe6', 200: '#ffe58f', 500: '#faad14' },
        // The status tags' other two tones (antd's purple and cyan).
        purple: { DEFAULT: '#722ed1', 50: '#f9f0ff', 200: '#d3adf7' },
        cyan: { DEFAULT: '#13c2c2', 50: '#e6fffb', 200: '#87e8de' },
      },
      textColor: {
        // 400 is the hover shade the components name (lighter than the ink, still 5.2:1 on white).
        primary: { DEFAULT: PRIMARY_INK, 400: PRIMARY_FILL },
        // antd's red-7 (5.6:1); 400 its hover (5.1:1).
        danger: { DEFAULT: '#cf1322', 400: '#d4282f' },
        success: '#237804',
        // The amber darkened to 5.2:1 on white (antd's gold-7, #d48806, is 2.8:1 on its tag).
        warning: '#946200',
        purple: '#531dab',
        cyan: '#006d75',
      },
      backgroundColor: {
        // 400 (hover) is a touch lighter, 600 (pressed) darker; white reads on each at 4.5:1 or more.
        primary: { DEFAULT: PRIMARY_FILL, 400: '#1170e6', 600: PRIMARY_INK },
        danger: '#cf1322',
        success: '#237804',
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
