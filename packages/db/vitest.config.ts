import { vitestConfig } from '@wordrise/vitest-config';

export default vitestConfig({ globalSetup: ['./src/testing/global-setup.ts'] });
