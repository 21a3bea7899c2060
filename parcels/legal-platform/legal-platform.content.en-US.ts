import type { LegalDocument } from '@portal/ui';

/** User agreement (en-US), shown on /platform. */
export const agreementEn: LegalDocument = {
  title: 'Industrial Cloud Platform User Agreement',
  updated: 'Updated 1 November 2026 · Effective 1 November 2026',
  intro: [
    'This agreement is between you (including the tenant you represent) and the operating unit of the Industrial Cloud Platform ("we") and governs registering for, signing in to and using the Industrial Cloud Platform ("the Platform") and its cloud services. Please read it before registering. By ticking "agree" and completing registration you confirm that you have read, understood and accepted all of it.',
  ],
  sections: [
    {
      id: 'agreement-scope',
      heading: '1. Scope',
      paragraphs: [
        "This agreement covers the Platform's portal and the sub-applications it hosts. Where a service has its own rules or order terms, they form the complete agreement together with this one; where they differ, the service's own terms prevail.",
      ],
    },
    {
      id: 'agreement-account',
      heading: '2. Your account',
      items: [
        'Give a true, accurate and complete tenant name, name, phone number and e-mail address, and keep them up to date;',
        "The registered account is the tenant's primary account; it may create and manage sub-accounts and is responsible for what they do;",
        'Keep your account and password safe and do not lend, transfer or sell the account. Losses from careless safekeeping are your own;',
        'Tell us at once if your account is misused or you find a security weakness. Sub-accounts ask their account administrator to reset a forgotten password;',
        "We may suspend or close accounts that stay unused for a long time or break this agreement, under the Platform's rules.",
      ],
    },
    {
      id: 'agreement-conduct',
      heading: '3. Conduct',
      items: [
        "Obey the laws of the People's Republic of China and public morals; do not create, upload or spread unlawful or harmful content;",
        "Do not disturb or damage the Platform or access other people's accounts, data or resources without authorisation;",
        'Do not use the Platform to infringe intellectual property, trade secrets or personal information;',
        "Do not circumvent the Platform's security measures or billing in any way.",
      ],
    },
    {
      id: 'agreement-service',
      heading: '4. The services and changes to them',
      paragraphs: [
        'Through the Platform we offer cloud services such as resource applications, application access, ordering goods, notifications and partner plans, as actually available on the Platform.',
        'We may adjust, upgrade or maintain the services and will give notice in advance where we can, by Platform notice or otherwise. Planned maintenance is scheduled at quiet times where possible.',
      ],
    },
    {
      id: 'agreement-fees',
      heading: '5. Fees',
      paragraphs: [
        'Registration and the basic functions are free. Prices, billing periods and payment methods of paid services are those shown on the order page. Pay on time; we may suspend a paid service while payment is overdue.',
      ],
    },
    {
      id: 'agreement-ip',
      heading: '6. Intellectual property',
      paragraphs: [
        'The Platform, its software, interface and content belong to us or the respective right holders. Business data you upload or create belongs to you or your tenant; we use it only as far as needed to provide the services.',
      ],
    },
    {
      id: 'agreement-privacy',
      heading: '7. Personal information',
      paragraphs: [
        'We process your personal information as described in the Legal statement and privacy policy (the /lap page of the Platform), which forms part of this agreement.',
      ],
    },
    {
      id: 'agreement-liability',
      heading: '8. Limitation of liability',
      paragraphs: [
        'We work to industry standards to keep the services continuous and stable, but, as far as the law allows, we are not liable for interruptions or losses caused by events beyond our control, such as force majeure, network or telecom failures or third parties.',
        'You are liable for losses you cause to us or to third parties by breaking this agreement or the law.',
      ],
    },
    {
      id: 'agreement-termination',
      heading: '9. Termination',
      paragraphs: [
        'You may request closure of your account on the Basic information page; the agreement ends once the request is approved. We may stop serving you if you seriously break this agreement. After termination we delete or anonymise your personal information as the privacy policy describes, except where the law requires us to keep it.',
      ],
    },
    {
      id: 'agreement-law',
      heading: '10. Governing law and disputes',
      paragraphs: [
        "This agreement is governed by the laws of the People's Republic of China (excluding those of Hong Kong, Macao and Taiwan). Disputes are first settled by friendly negotiation; failing that, either party may bring the case before the competent people's court where the Platform's operating unit is located.",
      ],
    },
    {
      id: 'agreement-misc',
      heading: '11. Other terms',
      paragraphs: [
        'We may revise this agreement as laws or our business require; the revised version is published on this page and material changes are notified separately. If you do not accept a revision you may stop using the Platform; continuing to use it means you accept it.',
      ],
    },
  ],
};
