import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Home page sections the footer can jump to (docs/behaviour.md, "Footer": how-it-works, about, events). */
export const footerSections = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'about', label: 'About' },
  { id: 'events', label: 'Events' },
] as const;

/**
 * Scrolls to a section of the home page from any page: on the home page directly, elsewhere by
 * navigating home with the section as the hash (the layout scrolls to a hash after navigation).
 */
export function useScrollToSection() {
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      // Read at click time: the footer does not re-render for every change of the URL.
      const target = window.location.pathname === '/' ? document.getElementById(id) : null;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else navigate({ pathname: '/', hash: `#${id}` });
    },
    [navigate],
  );
}
