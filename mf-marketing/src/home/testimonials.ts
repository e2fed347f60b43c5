// Testimonials of the home page.
//
// SAMPLE CONTENT: these founders and companies are invented to show the layout. An operator
// replaces them here, in this one file, with real people who agreed to be quoted; pictures are
// drawn from the names (components/portrait.tsx).

export interface Testimonial {
  name: string;
  /** Role and company, as the person wants it shown. */
  company: string;
  text: string;
  /** Out of 5. */
  rating: number;
  /** Invented for the sample content; the operator replaces it. */
  sample: true;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Ana Ruiz',
    company: 'Founder, Tidewater Health',
    text: 'The assessment told me what my co-founder had been too polite to say: we were pitching before we could explain who buys. Two months later our story was clear, and our first investor meeting turned into a second one.',
    rating: 5,
    sample: true,
  },
  {
    name: 'Owen Bell',
    company: 'CEO, Loomwork',
    text: 'I had raised before, but Engine gave me what my last board never did: an operator who read every number and asked the awkward question first. We closed our seed round without giving anyone a slice for the help.',
    rating: 5,
    sample: true,
  },
  {
    name: 'Noor Aziz',
    company: 'Co-founder, Brightmeter Energy',
    text: 'We came for the investor introductions and stayed for the people. The founders from our cohort are still the first ones I call when a deal gets complicated.',
    rating: 5,
    sample: true,
  },
];
