import { vitestConfig } from '@wordrise/vitest-config';

export default vitestConfig({ include: ['test/**/*.test.tsx', 'test/**/*.test.ts'] });
