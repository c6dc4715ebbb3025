import { paths } from '@vastra/shared/paths';

/** Every URL of the storefront: one table shared with the server (which answers 404 outside it). */
export { type Group, paths } from '@vastra/shared/paths';

/** Information links of the footer and the drawer. */
export const informationLinks = [
  { key: 'aboutUs', label: 'About Us', href: paths.aboutUs.getHref() },
  { key: 'contactUs', label: 'Contact Us', href: paths.contactUs.getHref() },
  { key: 'stores', label: 'Store Locator', href: paths.stores.getHref() },
  { key: 'membership', label: 'Fashion Membership', href: paths.membership.getHref() },
  { key: 'blogs', label: 'Blogs', href: paths.blogs.getHref() },
  { key: 'faqs', label: 'FAQs', href: paths.faqs.getHref() },
  { key: 'franchise', label: 'Franchise Enquiry', href: paths.franchiseEnquiry.getHref() },
] as const;

/** Policy links of the footer and the drawer. */
export const policyLinks = [
  { key: 'returnPolicy', label: 'Return Policy', href: paths.returnPolicy.getHref() },
  { key: 'cancellationPolicy', label: 'Cancellation Policy', href: paths.cancellationPolicy.getHref() },
  { key: 'shippingPolicy', label: 'Shipping Policy', href: paths.shippingPolicy.getHref() },
  { key: 'privacyPolicy', label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { key: 'terms', label: 'Terms & Conditions', href: paths.termsConditions.getHref() },
  { key: 'disclaimer', label: 'Disclaimer', href: paths.disclaimer.getHref() },
] as const;
