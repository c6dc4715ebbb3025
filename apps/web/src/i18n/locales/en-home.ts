/**
 * English texts of the home page's slider: namespace `home`, loaded with the home page's code
 * (i18n/texts/home.ts). Each caption says what its picture shows.
 */
export const enHome = {
  slider: {
    label: 'Featured collections',
    position: '{{n}} of {{count}}',
    show: 'Show slide {{n}}: {{title}}',
    wedding: {
      alt: 'Wedding outfits: bridal lehengas, a groom’s sherwani, an angrakha and a bandhgala',
      title: 'Sherwanis and lehengas for the wedding',
      text: 'Rent for 4 to 10 days, altered to you.',
      cta: 'Shop men',
    },
    reception: {
      alt: 'Reception looks: an off-shoulder gown, a wedding gown, tuxedos and a blazer',
      title: 'Gowns and tuxedos for the reception',
      text: 'Delivered the day before your event.',
      cta: 'Shop women',
    },
    accessories: {
      alt: 'Accessories: a safa, a kundan bridal set, jhumka earrings, a pearl mala and a kani shawl',
      title: 'Safas, jewellery and shawls',
      text: 'Finish the look with accessories for the same days.',
      cta: 'Shop accessories',
    },
  },
};
