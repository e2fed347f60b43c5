export type SocialNetwork = 'linkedin' | 'x' | 'facebook' | 'instagram';

const paths: Record<SocialNetwork, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 11-.02 5 2.5 2.5 0 01.02-5zM3 9h4v12H3zM9 9h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05C20.6 8.65 21 11.2 21 14.5V21h-4v-5.8c0-1.4-.03-3.2-1.95-3.2-1.95 0-2.25 1.52-2.25 3.1V21H9z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.36 5.77zm-1.08 16.2h1.7L7.4 4.7H5.58z',
  facebook: 'M14 8h3V4h-3c-2.76 0-5 2.24-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.55.45-1 1-1z',
  instagram:
    'M12 7a5 5 0 100 10 5 5 0 000-10zm0 8.2a3.2 3.2 0 110-6.4 3.2 3.2 0 010 6.4zM17.3 5.5a1.2 1.2 0 100 2.4 1.2 1.2 0 000-2.4zM12 2.2c-2.66 0-3 .01-4.04.06C4.7 2.4 2.4 4.7 2.26 7.96 2.21 9 2.2 9.34 2.2 12s.01 3 .06 4.04c.14 3.26 2.44 5.56 5.7 5.7 1.04.05 1.38.06 4.04.06s3-.01 4.04-.06c3.26-.14 5.56-2.44 5.7-5.7.05-1.04.06-1.38.06-4.04s-.01-3-.06-4.04c-.14-3.26-2.44-5.56-5.7-5.7C15 2.21 14.66 2.2 12 2.2z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
