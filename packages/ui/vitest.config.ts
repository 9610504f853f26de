import { defineConfig } from 'vitest/config';

// Components render into jsdom (react-dom/server and react-dom/client; no testing library).
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
