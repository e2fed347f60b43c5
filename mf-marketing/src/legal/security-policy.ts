// Security and responsible disclosure (docs/behaviour.md, "Legal pages"): commitment, what and how to report, the
// four-step response, the guidelines, and a button that opens a pre-addressed report.
import type { SiteConfig } from '@pv/shared/config/site-config';
import { facts } from '@pv/shared/content/facts';
import { mailtoHref } from '@pv/shared/ui/links';
import { email, p, section, steps, strong, subsection, term, ul, type LegalDocumentSource } from './legal-document';

export const SECURITY_REPORT_SUBJECT = 'Security Vulnerability Report';

/** How quickly we answer a report (docs/behaviour.md, "Other constants"). */
export const securityResponseTimes = {
  acknowledgment: '24-48 hours (1-2 business days)',
  assessment: '3-5 days',
} as const;

/** The e-mail draft the Report a Vulnerability button opens: one heading per thing we ask for. */
export const SECURITY_REPORT_BODY = [
  'Description of the vulnerability (affected page, URL or component):',
  '',
  '',
  'Steps to reproduce:',
  '1. ',
  '2. ',
  '3. ',
  '',
  'Impact (what an attacker could do):',
  '',
  '',
  'Proof of concept (requests, screenshots or code):',
  '',
  '',
  'Your name and contact details (and how you would like to be credited, if at all):',
  '',
].join('\n');

export const securityReportHref = (config: SiteConfig) =>
  mailtoHref(config.emails.support, { subject: SECURITY_REPORT_SUBJECT, body: SECURITY_REPORT_BODY });

export const securityPolicy: LegalDocumentSource = (config) => {
  const { brand } = config;
  const supportEmail = config.emails.support;
  return {
    eyebrow: 'Trust & security',
    title: 'Security & Responsible Disclosure',
    description: `How ${brand} protects founders’ data, and how to report a security vulnerability to us responsibly. We acknowledge reports within ${securityResponseTimes.acknowledgment}.`,
    summary: `Founders trust ${brand} with pitch decks, assessment answers and contact details. Here is how we protect that information, and how security researchers can report a vulnerability to us.`,
    lastUpdated: facts.legalLastUpdated,
    sections: [
      section(
        'security-commitment',
        'Our Security Commitment',
        p('We protect the information you share with us with layered safeguards:'),
        ul(
          term('Encryption in transit.', 'All traffic between your browser and our website and services is encrypted with TLS (HTTPS).'),
          term('Encryption at rest.', 'Our database, backups and stored files are encrypted at rest.'),
          term(
            'Least-privilege access.',
            'Only the staff who need personal information for their work can reach it, with multi-factor authentication on administrative accounts.',
          ),
          term(
            'Regular audits.',
            'We regularly review our code, dependencies, infrastructure configuration and staff access, and we fix what those reviews find.',
          ),
        ),
        p('No system is perfectly secure. That is why we welcome reports from people who find a weakness before someone else does.'),
      ),
      section(
        'responsible-disclosure',
        'Responsible Disclosure',
        p(
          `If you believe you have found a security vulnerability in the ${brand} website or services, please tell us privately so we can fix it before it can be used against our community.`,
        ),
        subsection(
          'what-to-report',
          'What to report',
          p('We want to hear about any issue that could put our visitors, founders or systems at risk, for example:'),
          ul(
            'Cross-site scripting (XSS) or cross-site request forgery (CSRF)',
            'SQL, command or other injection flaws',
            'Authentication or authorization flaws that let someone read or change data they should not',
            'Exposure of personal information, such as newsletter subscribers or program applicants',
            'Server-side request forgery, remote code execution or server misconfigurations',
            'Ways to bypass our Content Security Policy or to take over one of our domains',
          ),
          p(
            'Please do not report findings from automated scanners without a demonstrated impact, missing best-practice headers that cannot be exploited, volumetric denial of service, social engineering of our staff, or vulnerabilities in third-party services we link to; report those to the vendor concerned.',
          ),
        ),
        subsection(
          'how-to-report',
          'How to report',
          p(
            'Email ',
            email(supportEmail, { subject: SECURITY_REPORT_SUBJECT }),
            ' with the subject line ',
            strong(`“${SECURITY_REPORT_SUBJECT}”`),
            '. Please include:',
          ),
          ul(
            term('Description:', 'what the vulnerability is and which page, URL or component it affects.'),
            term('Reproduction steps:', 'step-by-step instructions we can follow to see it ourselves.'),
            term('Impact:', 'what an attacker could do with it and whose data would be at risk.'),
            term('Proof of concept:', 'requests, screenshots, a short video or code that demonstrates it.'),
            term('Contact details:', 'how we can reach you with questions and updates, and how you would like to be credited.'),
          ),
        ),
      ),
      section(
        'response-process',
        'Our Response Process',
        p('When you report a vulnerability, here is what happens next:'),
        steps(
          { title: 'Acknowledgment', text: `We confirm that we received your report within ${securityResponseTimes.acknowledgment}.` },
          {
            title: 'Assessment',
            text: `Within ${securityResponseTimes.assessment} we confirm the issue, assess its severity and tell you what we found.`,
          },
          {
            title: 'Remediation',
            text: 'We fix the issue on a timeline set by its severity: critical issues are worked on immediately, lower-severity issues are scheduled into our regular releases.',
          },
          {
            title: 'Update and recognition',
            text: 'We tell you when the fix is live and, with your permission, publicly thank you for your report.',
          },
        ),
      ),
      section(
        'guidelines',
        'Guidelines',
        p('To keep your research and our community safe, we ask that you:'),
        ul(
          term(
            'Do not access others\u2019 data.',
            'Use only accounts and data you own. If you come across someone else\u2019s personal information, stop, do not keep it, and tell us.',
          ),
          term('Do not cause a denial of service.', 'Do not run tests that degrade or interrupt the website or services for other people.'),
          term('Do not disclose publicly before a fix.', 'Keep the details private until we have confirmed that the issue is fixed.'),
          term(
            'Act in good faith.',
            'Make a good-faith effort to avoid privacy violations, destruction of data and disruption of our services, and only test as much as you need to show the issue.',
          ),
        ),
        p(
          `If you follow these guidelines, ${brand} will consider your research authorized, will not pursue legal action against you for it, and will work with you to understand and fix the issue. We do not currently run a paid bug bounty program.`,
        ),
      ),
    ],
    callToAction: {
      heading: 'Found a vulnerability?',
      text: `Send us the details. The button opens an email to ${supportEmail} with the subject filled in and a template for everything we need. We will reply within ${securityResponseTimes.acknowledgment}.`,
      label: 'Report a Vulnerability',
      href: securityReportHref(config),
      analyticsLabel: 'Report a Vulnerability',
    },
  };
};
