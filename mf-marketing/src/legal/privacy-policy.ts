// Privacy Policy (docs/behaviour.md, "Legal pages"): the sections in the order listed there.
import { facts, postalLine } from '@pv/shared/content/facts';
import { address, email, link, p, section, strong, subsection, term, ul, type LegalDocumentSource } from './legal-document';

export const privacyPolicy: LegalDocumentSource = (config) => {
  const { brand } = config;
  const privacyEmail = config.emails.privacy;
  const age = facts.minimumAge;
  return {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    description: `How ${brand} collects, uses, shares and protects the personal information of founders, mentors, partners and visitors, and the choices you have.`,
    summary: `This policy explains what personal information ${brand} collects when you use our website, assessment, programs and events, what we do with it, and how you can access, correct or delete it. We do not sell your personal information.`,
    lastUpdated: facts.legalLastUpdated,
    sections: [
      section(
        'introduction',
        'Introduction',
        p(
          `${brand} (“${brand}”, “we”, “us” or “our”) runs a no-equity startup accelerator and founder community based in Boston, Massachusetts. `,
          'This Privacy Policy applies to the personal information we collect through this website, our founder assessment, our programs and events, our newsletter and our mentor and service-partner applications (together, the “Services”).',
        ),
        p(
          'By using the Services you acknowledge that your information will be handled as described here. If you do not agree with this policy, please do not use the Services. Our ',
          link('Terms of Service', '/terms'),
          ' also apply to your use of the Services.',
        ),
      ),
      section(
        'information-we-collect',
        'Information We Collect',
        subsection(
          'information-you-give-us',
          'Information you give us',
          p(
            'When you subscribe to our newsletter, take an assessment, apply to or join a program, register for an event, or apply as a mentor or service partner, you may give us:',
          ),
          ul(
            'Your name',
            'Your email address',
            'Your phone number',
            'Your company name',
            'Your job title',
            'A link to your professional profile, such as LinkedIn',
            'Information about your startup: stage, sector, team, traction, funding history and goals, and your answers to our assessment questions',
          ),
          p(
            'You choose what to share. Some information, such as an email address for the newsletter, is needed to provide the service you ask for.',
          ),
        ),
        subsection(
          'compass-assessment',
          'The Compass assessment',
          ul(
            'While you answer, your answers and the question you are on stay in your browser tab (its session storage) until you close the tab or choose Start over. They are not sent to us and no cookie is set.',
            'When you finish, we record your five answers, the founder profile they give and the date, to count how founders use the assessment. The record holds nothing that identifies you: no name, email address, IP address or cookie.',
            'The address of your results page holds your five answers in a short code and nothing else. Anyone you give that link to can see those results.',
            'If you ask us to email you your results, we keep the email address you give, with your answers, your founder profile and the date, to send them through our email provider and to follow up about programs that fit. We email the same address at most three times in 24 hours.',
          ),
          p('To have an assessment email request deleted, write to ', email(privacyEmail), '.'),
        ),
        subsection(
          'information-collected-automatically',
          'Information collected automatically',
          p('When you visit the website, our servers and analytics tools record information about your device and visit:'),
          ul(
            'IP address',
            'Browser type and version',
            'Operating system',
            'Referral source: the site, search or campaign that brought you to us',
            'Pages visited, time spent on them and links clicked',
            'Device identifiers',
          ),
        ),
        subsection(
          'information-from-others',
          'Information from others',
          p(
            'A mentor, partner, investor or fellow founder who introduces you to us may share your name and contact details. We use that information only to follow up on the introduction.',
          ),
        ),
      ),
      section(
        'how-we-use-your-information',
        'How We Use Your Information',
        p('We use personal information to:'),
        ul(
          'Run the Services you sign up for: assessments, programs, office hours, workshops and events',
          'Personalize your assessment results and recommend programs, resources and next steps',
          'Match founders with mentors, service partners and investors, and make introductions only when you have agreed to them',
          'Send you program updates, event reminders and, if you subscribed, our newsletter (every marketing email has an unsubscribe link)',
          'Understand how the website and programs are used so we can improve them; our research work uses aggregated or de-identified data',
          'Keep the Services secure, prevent fraud and abuse, and enforce our terms',
          'Comply with our legal obligations',
        ),
      ),
      section(
        'information-sharing-and-disclosure',
        'Information Sharing and Disclosure',
        p(
          strong('We do not sell your personal information'),
          ', and we do not share it with third parties for their own advertising. We share it only in these cases:',
        ),
        ul(
          term(
            'Service providers.',
            'Companies that host our website and database, send email, run analytics, schedule sessions or process payments for us. They may use the information only to provide their service to us, under contracts that require them to protect it.',
          ),
          term(
            'Mentors, partners and investors.',
            'When you take part in a program or ask for an introduction, we share the information needed for it, such as your name, company and pitch materials, with the people you are matched with.',
          ),
          term(
            'Legal requirements.',
            'When we believe in good faith that disclosure is required by law, subpoena or court order, or is necessary to protect the rights, property or safety of our community, the public or us.',
          ),
          term(
            'Business transfers.',
            `If ${brand} is involved in a merger, acquisition or sale of assets, personal information may be transferred as part of that transaction and will remain subject to this policy.`,
          ),
          term('With your consent.', 'In any other case, only when you have told us we may.'),
        ),
      ),
      section(
        'data-security',
        'Data Security',
        p(
          'We encrypt personal information in transit and at rest, limit access to the staff who need it to do their work, and review our systems and access regularly. Our ',
          link('Security page', '/security'),
          ' describes these measures and how to report a vulnerability.',
        ),
        p(
          'No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If we learn of a breach that affects your personal information, we will notify you as the law requires.',
        ),
        p(
          'We keep personal information only as long as we need it for the purposes in this policy: newsletter subscriptions until you unsubscribe, and program, application and assessment records for as long as your relationship with us continues and a reasonable period afterwards for our records and legal obligations.',
        ),
      ),
      section(
        'your-rights-and-choices',
        'Your Rights and Choices',
        p('Wherever you live, you can ask us to:'),
        ul(
          term('Access:', 'tell you what personal information we hold about you and give you a copy.'),
          term('Correction:', 'correct information that is inaccurate or incomplete.'),
          term('Deletion:', 'delete your personal information, unless we must keep it by law.'),
          term(
            'Opt-out:',
            'stop sending you marketing emails. Use the unsubscribe link in any email or write to us; we will still send messages about a program you are enrolled in.',
          ),
          term('Portability:', 'give you your information in a structured, commonly used, machine-readable format.'),
        ),
        p(
          'To make a request, email ',
          email(privacyEmail, { subject: 'Privacy request' }),
          ' from the address we have on file. We may need to verify your identity before acting, and we respond within 30 days. We will not treat you differently for exercising your rights. Depending on where you live, you may also have the right to complain to a data protection authority.',
        ),
      ),
      section(
        'cookies-and-tracking',
        'Cookies and Tracking',
        p('We use a small number of cookies and similar technologies:'),
        ul(
          term('Essential:', 'needed for the website to work and to keep it secure.'),
          term('Analytics:', 'tell us which pages are visited and how people find us, in aggregate, so we can improve the site.'),
          term(
            'Local storage:',
            'our interactive journey map remembers which destinations you have visited in your own browser. That information stays on your device.',
          ),
        ),
        p(
          'Embedded content, such as our events calendar and videos, may set cookies of its own provider. You can block or delete cookies in your browser settings; the website will still work without analytics cookies. Because there is no common standard for “Do Not Track” signals, we do not respond to them.',
        ),
      ),
      section(
        'third-party-links',
        'Third-Party Links',
        p(
          'The website links to sites and services we do not operate, including our external assessment platform, events calendar, booking page, community chat, social networks and the offers of our partners. Their own privacy policies govern the information you give them, and we are not responsible for their practices. Please read their policies before you share information with them.',
        ),
      ),
      section(
        'childrens-privacy',
        'Children’s Privacy',
        p(
          `The Services are intended for adults. They are not directed at anyone under ${age}, and we do not knowingly collect personal information from people under ${age}. If you believe someone under ${age} has given us personal information, contact us at `,
          email(privacyEmail),
          ' and we will delete it.',
        ),
      ),
      section(
        'international-data-transfers',
        'International Data Transfers',
        p(
          'We are based in the United States and store and process personal information in the United States. If you use the Services from another country, your information will be transferred to the United States, where data protection laws may differ from those where you live.',
        ),
        p(
          'When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we rely on recognized safeguards, such as the European Commission’s Standard Contractual Clauses, with our service providers.',
        ),
      ),
      section(
        'changes-to-this-policy',
        'Changes to This Policy',
        p(
          'We may update this policy as our Services or the law change. We will post the new version on this page and change the “Last updated” date at the top. If a change is material, we will tell you by email or with a notice on the website before it takes effect. Your continued use of the Services after that date means you accept the updated policy.',
        ),
      ),
      section(
        'contact-us',
        'Contact Us',
        p('If you have a question about this policy or how we handle your personal information, contact us:'),
        address(brand, 'Attn: Privacy', postalLine, ['Email: ', email(privacyEmail)]),
      ),
    ],
  };
};
