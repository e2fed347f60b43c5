import type { RemotePages } from '@pv/shared/contract/page';
import { PrivacyPage } from './privacy';

export const pages = {
  privacy: { Component: PrivacyPage, meta: () => ({ title: 'Privacy Policy' }) },
} satisfies RemotePages;
