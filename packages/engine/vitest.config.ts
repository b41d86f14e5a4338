import { vitestConfig } from '@wordrise/vitest-config';

export default vitestConfig({ provide: { wordriseDeep: false } });
