import { vitestConfig } from '@wordrise/vitest-config';

export default vitestConfig({ globalSetup: ['@wordrise/db/testing/global-setup'] });
