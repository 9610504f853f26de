import { defineConfig } from 'vitest/config';

// Unit tests of the web app run in jsdom; end-to-end tests (e2e/) belong to Playwright.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
  },
});
