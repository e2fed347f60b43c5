// Terms of Service (docs/behaviour.md, "Legal pages"): the sections in the order listed there.
import { facts, postalLine } from '@pv/shared/content/facts';
import { address, email, link, p, section, strong, subsection, term, ul, type LegalDocumentSource } from './legal-document';

export const GOVERNING_LAW = 'the Commonwealth of Massachusetts';
export const ARBITRATION_SEAT = 'Boston, Massachusetts';

export const termsOfService: LegalDocumentSource = (config) => {
  const { brand } = config;
  const legalEmail = config.emails.legal;
  const age = facts.minimumAge;
  return {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    description: `The terms that govern your use of the ${brand} website, founder assessment, programs, events and community, including eligibility, fees and dispute resolution.`,
    summary: `These terms govern your use of the ${brand} website, assessment, programs, events and community. Please read them carefully: they include an agreement to resolve disputes by individual arbitration in Boston.`,
    lastUpdated: facts.legalLastUpdated,
    sections: [
      section(
        'agreement',
        'Agreement to Terms',
        p(
          `These Terms of Service (“Terms”) are a binding agreement between you and ${brand} (“${brand}”, “we”, “us” or “our”). They govern your access to and use of our website, founder assessment, programs, workshops, events, community spaces and related services (together, the “Services”).`,
        ),
        p(
          'By accessing or using the Services you agree to these Terms and to our ',
          link('Privacy Policy', '/privacy'),
          '. If you use the Services on behalf of a company, you confirm that you are authorized to accept these Terms for it. If you do not agree, do not use the Services.',
        ),
        p(
          strong('Please note:'),
          ' the ',
          link('Dispute Resolution', '#dispute-resolution'),
          ' section requires most disputes to be resolved by binding individual arbitration and waives your right to take part in a class action.',
        ),
      ),
      section(
        'use-of-services',
        'Use of Services',
        subsection(
          'eligibility',
          'Eligibility',
          p(
            `You must be ${age} or older to use the Services. By using them, you confirm that you are at least ${age} years old and able to enter into a binding contract.`,
          ),
        ),
        subsection(
          'account-registration',
          'Account registration',
          p(
            'Some features, such as program applications, cohort workspaces and event registration, may require you to register or create an account. You agree to give accurate and complete information, to keep it up to date, and to keep your login details confidential. You are responsible for activity under your account. Tell us promptly at ',
            email(legalEmail),
            ' if you believe it has been used without your permission.',
          ),
        ),
        subsection(
          'acceptable-use',
          'Acceptable use',
          p('When you use the Services, you agree not to:'),
          ul(
            'Break any law or infringe the rights of others',
            'Misrepresent who you are, your company or its traction',
            'Harass, threaten or discriminate against other founders, mentors, partners or our staff',
            'Collect or harvest contact details of other members, or use introductions to send unsolicited marketing',
            'Upload viruses or other malicious code, or interfere with the operation of the Services',
            ['Probe, scan or test the security of the Services except as our ', link('Security policy', '/security'), ' allows'],
            'Copy, resell or redistribute our program materials, or use them to build a competing program',
          ),
        ),
      ),
      section(
        'programs-and-services',
        'Programs and Services',
        subsection(
          'program-terms-and-fees',
          'Program terms and fees',
          p(
            `Each program’s scope, schedule, price and deliverables are described on its page and in any enrollment agreement or order confirmation you receive (“program terms”). If program terms conflict with these Terms, the program terms govern for that program. ${brand} does not take equity in your company in exchange for its programs.`,
          ),
          p(
            'Fees are due as stated when you enroll, in full or in the installments offered. ',
            strong('Fees for paid programs are non-refundable unless the program terms say otherwise.'),
            ' We may change our prices for future enrollments; a change does not affect a program you have already paid for.',
          ),
        ),
        subsection(
          'assessment',
          'Founder assessment',
          p(
            'Our founder assessment, its scores, personas and recommendations are provided for informational purposes only. They are not financial, legal, tax or investment advice, and ',
            strong('no outcome is guaranteed'),
            ', including acceptance into a program, funding, investment or business results.',
          ),
        ),
        subsection(
          'mentors-and-coaches',
          'Mentors and coaches',
          p(
            `Mentors, coaches, advisors and service partners are independent professionals. They are not employees or agents of ${brand}, and their advice is their own. Use your own judgment and, where appropriate, get professional advice before you act on it.`,
          ),
        ),
      ),
      section(
        'intellectual-property',
        'Intellectual Property',
        p(
          `The Services and their content, including our curricula, frameworks, assessments, templates, tools, text, graphics and logos, are owned by ${brand} or its licensors and protected by intellectual property laws. We give you a limited, personal, non-transferable and revocable license to use them for your own startup while you use the Services. All other rights are reserved.`,
        ),
        p(
          'You keep ownership of what you submit to the Services, such as pitch decks, business plans, assessment answers and community posts (“your content”). ',
          `You grant ${brand} a `,
          strong('non-exclusive, worldwide, royalty-free license'),
          ' to host, store, reproduce, adapt and display your content solely to operate, provide and improve the Services, for example to share your deck with a mentor you have been matched with. We will not publish confidential information about your company without your permission.',
        ),
        p('If you send us feedback or suggestions, we may use them without any obligation to you.'),
      ),
      section(
        'third-party-services',
        'Third-Party Services',
        p(
          'The Services link to and work with services that other companies provide, such as our external assessment platform, events calendar, booking page, community chat and the perks offered by our partners. Those services are governed by their own terms and privacy policies. We do not control them and are not responsible for their content, availability or practices. Partner perks are offered by the partner, may change or end at any time, and any dealings you have with a partner are between you and that partner.',
        ),
      ),
      section(
        'disclaimers',
        'Disclaimers',
        p(
          'The Services are provided “as is” and “as available”. To the fullest extent permitted by law, ',
          `${brand} disclaims all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, title and non-infringement. `,
          'We do not warrant that the Services will be uninterrupted, error-free or secure, or that any content is accurate or complete.',
        ),
        p(
          'Taking part in our programs does not guarantee that you will raise funding, meet investors, grow revenue or achieve any other result.',
        ),
      ),
      section(
        'limitation-of-liability',
        'Limitation of Liability',
        p(
          `To the fullest extent permitted by law, ${brand} and its directors, employees, mentors and partners will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data, goodwill or business opportunity, arising out of or related to the Services, even if we have been told such damages are possible.`,
        ),
        p(
          `Our total liability for any claim arising out of or related to these Terms or the Services is limited to the greater of the amount you paid ${brand} for the Services in the 12 months before the event giving rise to the claim, or US$100. Some jurisdictions do not allow these limitations, so they may not apply to you in full.`,
        ),
      ),
      section(
        'indemnification',
        'Indemnification',
        p(
          `You agree to defend, indemnify and hold harmless ${brand} and its directors, employees, mentors and partners from any claims, losses, liabilities and expenses, including reasonable attorneys’ fees, arising out of your content, your use of the Services, your breach of these Terms or the law, or your dealings with other members, mentors, partners or investors.`,
        ),
      ),
      section(
        'termination',
        'Termination',
        p(
          'You may stop using the Services at any time. To close your account or withdraw from a program, email us at ',
          email(legalEmail),
          '. Withdrawing from a paid program is governed by its program terms.',
        ),
        p(
          'We may suspend or end your access to the Services, with or without notice, if you breach these Terms, if your conduct harms other members or us, or if we stop offering a Service. Sections that by their nature should survive termination, including Intellectual Property, Disclaimers, Limitation of Liability, Indemnification and Dispute Resolution, survive it.',
        ),
      ),
      section(
        'dispute-resolution',
        'Dispute Resolution',
        subsection(
          'governing-law',
          'Governing law',
          p(
            `These Terms and any dispute arising out of or related to them or the Services are governed by the laws of ${GOVERNING_LAW}, United States, without regard to its conflict-of-laws rules.`,
          ),
        ),
        subsection(
          'informal-resolution',
          'Informal resolution',
          p(
            'Before starting arbitration, contact us at ',
            email(legalEmail),
            ' with a description of the dispute. We will try in good faith to resolve it with you within 30 days.',
          ),
        ),
        subsection(
          'binding-arbitration',
          'Binding arbitration',
          p(
            `If we cannot resolve it informally, any dispute arising out of or related to these Terms or the Services will be resolved by final and binding arbitration administered by the American Arbitration Association (AAA) under its applicable rules, held in ${ARBITRATION_SEAT}, before a single arbitrator. The AAA’s rules are available at `,
            link('adr.org', 'https://www.adr.org'),
            '. Judgment on the award may be entered in any court with jurisdiction. Either party may bring an individual claim in small claims court, or ask a court for an injunction to protect its intellectual property.',
          ),
        ),
        subsection(
          'class-action-waiver',
          'Class-action waiver',
          p(
            `You and ${brand} agree that each may bring claims against the other only in an individual capacity, and not as a plaintiff or class member in any class, collective or representative proceeding. The arbitrator may not consolidate the claims of more than one person.`,
          ),
        ),
      ),
      section(
        'changes',
        'Changes to These Terms',
        p(
          'We may update these Terms from time to time. We will post the new version on this page and change the “Last updated” date at the top. If a change is material, we will tell you by email or with a notice on the website at least 14 days before it takes effect. If you continue to use the Services after that, you accept the updated Terms.',
        ),
      ),
      section(
        'miscellaneous',
        'Miscellaneous',
        ul(
          term(
            'Entire agreement.',
            'These Terms, any program terms and our Privacy Policy are the entire agreement between you and us about the Services.',
          ),
          term('Severability.', 'If a court or arbitrator finds part of these Terms unenforceable, the rest remains in effect.'),
          term('No waiver.', 'If we do not enforce a provision, we have not waived our right to enforce it later.'),
          term(
            'Assignment.',
            'You may not transfer these Terms without our written consent. We may transfer them in connection with a merger, acquisition or sale of assets.',
          ),
          term(
            'Relationship.',
            'Nothing in these Terms creates a partnership, joint venture, employment or agency relationship between you and us.',
          ),
          term('Notices.', 'We may send notices to the email address you gave us; you may send notices to the address below.'),
        ),
      ),
      section(
        'contact',
        'Contact Us',
        p('Questions about these Terms? Contact us:'),
        address(brand, 'Attn: Legal', postalLine, ['Email: ', email(legalEmail)]),
      ),
    ],
  };
};
