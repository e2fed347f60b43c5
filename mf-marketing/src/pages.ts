import type { RemotePages } from '@pv/shared/contract/page';
import { PrivacyPage } from './privacy';

export const pages = {
  privacy: { Component: PrivacyPage, meta: () => ({ title: 'Privacy Policy', noindex: true }) },
  terms: { Component: PrivacyPage, meta: () => ({ title: 'Terms', noindex: true }) },
  security: { Component: PrivacyPage, meta: () => ({ title: 'Security' }) },
} satisfies RemotePages;
