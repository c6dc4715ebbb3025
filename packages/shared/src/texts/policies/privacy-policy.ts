import type { PolicyTemplate } from '@vastra/shared/schemas';

/** The privacy policy's default wording; figures in curly brackets come from the settings. */
export const privacyTemplate: PolicyTemplate = {
  description: 'What Vastra keeps about you, why, who sees it, and how to have it corrected or removed.',
  intro:
    'We are a family business and we treat what you tell us the way we would want ours treated. This page ' +
    'explains what we keep, why, and what you can ask us to do with it.',
  sections: [
    {
      heading: 'What we keep',
      blocks: [
        {
          points: [
            'Your mobile number, to log you in with a one-time password sent by SMS. We never ask for a password.',
            'Your name, e-mail and address, for delivery, bills and messages about your orders.',
            'Your body measurements, so that outfits can be altered to fit you.',
            'ID documents you upload (ID card, Aadhaar card or driving licence), which we need before handing over ' +
              'high-value outfits. They are stored encrypted and only you and our staff can open them; they are ' +
              'never published at a public address.',
            'Your orders, wishlist, cart and membership.',
            'Messages you send us through the contact and franchise forms.',
          ],
        },
      ],
    },
    {
      heading: 'Payments',
      blocks: [
        'Card, UPI and net banking payments are handled by our payment gateway. We receive only the result of ' +
          'the payment and its reference; we never see or store your card number or UPI PIN.',
      ],
    },
    {
      heading: 'Who sees it',
      blocks: [
        'Our branch staff and your relationship manager, to prepare, alter and deliver your outfit. Our SMS ' +
          'provider, to send your login code. Our payment gateway, to take payments. We do not sell your data ' +
          'or share it for advertising.',
      ],
    },
    {
      heading: 'On this device',
      blocks: [
        'The site keeps your login token, your chosen branch and delivery pincode in your browser so you stay ' +
          'logged in and see the right stock. Logging out removes the login token. We do not use advertising ' +
          'cookies.',
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        'You can see and correct your profile, address, measurements and documents in My Account, and delete ' +
          'your documents there at any time. To have your account removed, contact us; we keep only what the law ' +
          'requires us to keep for bills.',
      ],
    },
    { heading: 'Contact', blocks: ['{support}'] },
  ],
};
