import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@broadside/board-picture',
    include: ['test/**/*.test.ts'],
  },
});
