import { baseConfig } from '@wordrise/eslint-config/base';

export default baseConfig({ pkg: '@wordrise/games' });
