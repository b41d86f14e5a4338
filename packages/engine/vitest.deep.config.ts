import { vitestConfig } from '@wordrise/vitest-config';

// `pnpm test:deep`: the exhaustive sweeps — every equivalence position, and many more
// property runs (see test/helpers/depth.ts). CI runs it after `npm test`.
export default vitestConfig({
  include: [
    'test/properties.test.ts',
    'test/oracle/equivalence.test.ts',
    'test/wordgraph/property.test.ts',
  ],
  provide: { wordriseDeep: true },
});
