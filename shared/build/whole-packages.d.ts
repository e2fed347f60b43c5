// The names under which the hydrator's build resolves a package it provides as a subset
// (browserSubsets in shared-dependencies.ts).
declare module '@pv/whole/react-query' {
  export * from '@tanstack/react-query';
}
declare module '@pv/whole/emotion-react' {
  export * from '@emotion/react';
}
