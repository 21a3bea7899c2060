import type { LegalDocument } from '@portal/ui';

/** Legal statement (en-US), shown first on /lap. */
export const statementEn: LegalDocument = {
  title: 'Legal statement',
  updated: 'Updated 1 November 2026 · Effective 1 November 2026',
  intro: [
    'Welcome to the Industrial Cloud Platform ("the Platform"), operated by the Group and its cloud-service operating units ("we"). Please read this statement before you use the Platform. By visiting, browsing or using the Platform you confirm that you have read, understood and accepted it.',
  ],
  sections: [
    {
      id: 'lap-rights',
      heading: '1. Ownership',
      paragraphs: [
        "All content of the Platform, including text, images, icons, interface design, layout, software, code, data and their compilations, belongs to us or the respective right holders and is protected by the copyright, trademark and other intellectual-property laws of the People's Republic of China and by international treaties.",
        'Without written permission from us or the right holder, no one may copy, republish, modify, link, mirror, distribute or commercially use that content.',
      ],
    },
    {
      id: 'lap-use',
      heading: '2. Restrictions of use',
      items: [
        'Do not use the Platform for unlawful activities, such as endangering national security, disturbing public order or infringing the rights of others;',
        'Do not access systems, data or accounts without authorisation, and do not disturb or damage the Platform or its networks;',
        "Do not reverse-engineer, decompile or disassemble the Platform's software, and do not scrape its content in bulk by automated means;",
        'Do not upload or spread files containing viruses, trojans or other malicious code.',
      ],
    },
    {
      id: 'lap-disclaimer',
      heading: '3. Disclaimer',
      paragraphs: [
        'We do our best to keep the information on the Platform accurate and current but give no express or implied warranty of its completeness or accuracy. It is for reference only and is not an offer or commitment.',
        'Where service interruptions or data loss are caused by events beyond our control, such as force majeure, network failures, attacks, computer viruses, telecom adjustments or government measures, we will work to limit the loss but, as far as the law allows, accept no liability.',
      ],
    },
    {
      id: 'lap-links',
      heading: '4. Third-party links',
      paragraphs: [
        'The Platform may link to third-party websites or services for your convenience. Their operators are solely responsible for them; we are not responsible for their content, privacy practices or availability. Please read their own legal and privacy statements.',
      ],
    },
    {
      id: 'lap-complaints',
      heading: '5. Intellectual-property complaints',
      paragraphs: [
        'If you believe content on the Platform infringes your rights, contact us as described in chapter 8 of the Group Cloud Service Privacy Policy on this page, with proof of your rights and the exact location of the content. We will handle it promptly after verification.',
      ],
    },
    {
      id: 'lap-privacy-pointer',
      heading: '6. Privacy',
      paragraphs: [
        'We take the protection of your personal information seriously. How we collect, use, share, store and protect it, and your rights, are set out in the Group Cloud Service Privacy Policy below, which forms an integral part of this statement.',
      ],
    },
  ],
};

/** Group Cloud Service Privacy Policy (en-US). */
export const policyEn: LegalDocument = {
  title: 'Group Cloud Service Privacy Policy',
  updated: 'Updated 1 November 2026 · Effective 1 November 2026',
  intro: [
    "This policy applies to the Industrial Cloud Platform and its cloud services (the portal and its sub-applications: messages, identity, configuration, licences, the cloud business platform, project management and the management platform). We process personal information lawfully, fairly, only as far as necessary and in good faith, under the Personal Information Protection Law, the Cybersecurity Law and the Data Security Law of the People's Republic of China.",
    'Please read this policy before you use our services. By ticking your consent or continuing to use our services you agree that we process your information as described here.',
  ],
  sections: [
    {
      id: 'policy-collect',
      heading: '1. How we collect and use your personal information',
      paragraphs: ['We collect and use only the minimum personal information directly needed for the purposes below:'],
      sections: [
        {
          id: 'policy-collect-register',
          heading: '1.1 Registration and sign-in',
          paragraphs: [
            'To register a tenant you provide the tenant name, your name (user name), phone number, e-mail address and a password, and confirm a code sent to your phone. Phone and e-mail identify your account, carry sign-in verification codes and let you recover your password; the password is stored only in an irreversible hashed form.',
            "When you sign in we check your login name and password and, depending on the Platform's sign-in security setting, send a code to your phone or e-mail.",
          ],
        },
        {
          id: 'policy-collect-service',
          heading: '1.2 Using the cloud services',
          paragraphs: [
            'When you apply for resources, buy goods, open applications, join partner plans or leave messages, we record what you submit (such as application numbers and dates, ordered goods and specifications, message texts) and the outcome, to provide the service, complete transactions and support you.',
          ],
        },
        {
          id: 'policy-collect-security',
          heading: '1.3 Account and system security',
          paragraphs: [
            'To keep your account secure and the Platform stable we record device and network information (IP address, browser type, access times, pages visited and actions) as network logs, used to detect unusual sign-ins, fend off attacks and diagnose faults.',
          ],
        },
        {
          id: 'policy-collect-consent',
          heading: '1.4 Processing without consent',
          items: [
            'where necessary to conclude or perform a contract to which you are a party;',
            'where necessary to fulfil statutory duties or obligations;',
            'where necessary to respond to public-health emergencies or to protect life, health and property in an emergency;',
            'to a reasonable extent, information you have made public yourself or that has been lawfully made public;',
            'other cases provided for by laws and administrative regulations.',
          ],
        },
      ],
    },
    {
      id: 'policy-cookies',
      heading: '2. Cookies and similar technologies',
      paragraphs: [
        "To keep you signed in, remember your language and login name and run code countdowns, we keep a small amount of necessary data in your browser's local storage, such as access tokens, your user type and the interface language. We use it for nothing else and use no third-party advertising trackers.",
        'You can clear local storage in your browser settings. You will then need to sign in again, and some preferences return to their defaults.',
      ],
    },
    {
      id: 'policy-share',
      heading: '3. Sharing, transfer and public disclosure',
      sections: [
        {
          id: 'policy-share-sharing',
          heading: '3.1 Sharing',
          paragraphs: [
            'We do not share your personal information with companies, organisations or individuals outside the Group, except: with your separate consent; with the communication providers that deliver SMS or e-mail codes (your phone number or e-mail address only); or as required by law or by the competent authorities.',
            'Within the Group, the sub-applications share your account identifier and permissions only as far as needed to provide the cloud services, under this policy.',
          ],
        },
        {
          id: 'policy-share-transfer',
          heading: '3.2 Transfer',
          paragraphs: [
            "We do not transfer your personal information to anyone. If a merger, division, dissolution or bankruptcy requires a transfer, we will tell you the recipient's name and contact details and require it to keep to this policy.",
          ],
        },
        {
          id: 'policy-share-disclosure',
          heading: '3.3 Public disclosure',
          paragraphs: [
            'We disclose your personal information publicly only with your separate consent or where laws, litigation or the competent authorities require it.',
          ],
        },
      ],
    },
    {
      id: 'policy-storage',
      heading: '4. Storage and protection',
      paragraphs: [
        "Personal information collected and generated in the People's Republic of China is stored there. We do not provide it abroad without your separate consent and a lawful security assessment.",
        'We keep personal information only as long as its purpose requires, unless the law says otherwise. In particular, network logs are kept for at least six months as the Cybersecurity Law requires, and trade records (orders, payments and invoices) for at least three years from completion of the transaction as the E-Commerce Law requires. After that we delete or anonymise the information.',
        'We protect your information with industry-standard measures: encryption in transit (TLS), irreversible password hashing, access control, audit trails and staff training. Should a personal-information security incident happen, we will promptly tell you what happened, its possible effects, what we have done or will do, and what you can do to protect yourself, and report it to the authorities as the law requires.',
      ],
    },
    {
      id: 'policy-rights',
      heading: '5. Your rights',
      paragraphs: ['Under the applicable laws you have these rights over your personal information:'],
      items: [
        'Access and copy: view your account information on the Basic information page;',
        'Correct and complete: change your name, employee number, phone and e-mail on the Basic information page;',
        'Deletion: ask us to delete your personal information in the cases the law provides;',
        'Withdraw consent: contact us to withdraw consent; processing already done on the basis of consent is not affected;',
        'Close your account: a primary account can request closure on the Basic information page; after review we delete or anonymise your information unless the law says otherwise. Sub-accounts ask their account administrator;',
        'Explanation: ask us to explain the processing rules in this policy.',
      ],
      sections: [
        {
          id: 'policy-rights-response',
          heading: 'How we answer',
          paragraphs: [
            'For security we may need to verify your identity first. We reply within thirty days of receiving your request and verifying your identity. Reasonable requests are in principle free of charge.',
          ],
        },
      ],
    },
    {
      id: 'policy-minors',
      heading: '6. Minors',
      paragraphs: [
        "Our services are for enterprises and their staff, not for children under fourteen. If we learn that we collected a minor's personal information without a guardian's prior consent, we delete it as soon as possible.",
      ],
    },
    {
      id: 'policy-updates',
      heading: '7. Updates to this policy',
      paragraphs: [
        'We may revise this policy. We will not reduce your rights under it without your explicit consent. For material changes (purposes, means, types of information or recipients) we notify you before they take effect, by Platform notice, in-site message or e-mail. The date at the top shows the latest update.',
      ],
    },
    {
      id: 'policy-contact',
      heading: '8. Contact us',
      paragraphs: [
        "For questions, comments, suggestions or complaints about this policy or the processing of your personal information, leave a message to the Platform administrator under Messages after signing in, or ask your tenant's account administrator to pass it to our personal-information protection officer.",
        'We reply within thirty days after verifying your identity.',
      ],
    },
    {
      id: 'policy-disputes',
      heading: '9. Dispute resolution',
      paragraphs: [
        "This policy is governed by the laws of the People's Republic of China (excluding those of Hong Kong, Macao and Taiwan). Disputes arising from or relating to it are first settled by friendly negotiation; failing that, either party may bring the case before the competent people's court where the Platform's operating unit is located.",
        'If you believe our processing harms your lawful rights, you may also complain to the cyberspace, telecom, public-security or market-regulation authorities.',
      ],
    },
  ],
};
