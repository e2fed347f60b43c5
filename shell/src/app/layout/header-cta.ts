/** The header's call to action (both sizes): a `cta_click` besides the external link's own event. */
export const headerCta = { category: 'Header', label: 'Start Free Assessment' } as const;
