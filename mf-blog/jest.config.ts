import { createJestConfig } from '../shared/build/jest-config.ts';

export default createJestConfig({ environment: 'jsdom', rootDir: import.meta.dirname });
