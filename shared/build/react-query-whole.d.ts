// The name under which the hydrator's build resolves React Query itself (rspack-config.ts).
declare module '@tanstack/react-query/whole' {
  export * from '@tanstack/react-query';
}
