import type { PolicyTemplate } from '@vastra/shared/schemas';

/** The disclaimer's default wording; figures in curly brackets come from the settings. */
export const disclaimerTemplate: PolicyTemplate = {
  description: 'The limits of the information on the Vastra website.',
  intro:
    'We take care that what this website says is correct and up to date, but it is offered as it is, ' +
    'without any warranty.',
  sections: [
    {
      heading: 'Information on this site',
      blocks: [
        'Product pictures, colours, sizes and measurements are given as accurately as we can, but a picture on ' +
          'a screen is not the fabric in your hand. Availability changes as outfits are booked; an outfit is ' +
          'yours only once the booking advance is paid.',
        'Our blog and style advice are general suggestions, not professional advice.',
      ],
    },
    {
      heading: 'Other websites and data',
      blocks: [
        'Links to other websites, such as map services, are given for your convenience; we do not control and ' +
          'are not responsible for them. Area names for pincodes come from the public directory of the ' +
          'Department of Posts and are shown without warranty.',
      ],
    },
    {
      heading: 'Liability',
      blocks: [
        'To the extent the law allows, Vastra is not liable for any loss arising from the use of this website ' +
          'beyond the amount you paid us for the order concerned.',
      ],
    },
    { heading: 'Questions', blocks: ['{support}'] },
  ],
};
