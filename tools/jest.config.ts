import { createJestConfig } from '../shared/build/jest-config.ts';

export default createJestConfig({ environment: 'node', rootDir: import.meta.dirname });
