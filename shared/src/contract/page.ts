import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export interface PageContext {
  params: Readonly<Record<string, string | undefined>>;
  path: string;
  search: URLSearchParams;
  queryClient: QueryClient;
}

export interface PageDefinition {
  Component: ComponentType;
  meta(ctx: PageContext): { title: string };
  load?(ctx: PageContext): Promise<void>;
}

export type RemotePages = Readonly<Record<string, PageDefinition>>;
