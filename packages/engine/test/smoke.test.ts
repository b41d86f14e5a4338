import { expect, it } from 'vitest';
import { ENGINE_VERSION } from '../src/index';

it('exports a version', () => {
  expect(ENGINE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
});
