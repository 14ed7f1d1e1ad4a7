import type { Config } from 'tailwindcss';

// Breakpoints and page max widths.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    screens: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    extend: {
      maxWidth: {
        'page-sm': '600px',
        'page-md': '728px',
        'page-lg': '984px',
        'page-xl': '1160px',
        'page-2xl': '1416px',
      },
      height: { navbar: '64px' },
      spacing: { navbar: '64px' },
      colors: {
        brand: { DEFAULT: '#0f3d91', dark: '#0a2a66', light: '#e8efff' },
        accent: { DEFAULT: '#f59e0b', dark: '#b45309' },
      },
    },
  },
};

export default config;
