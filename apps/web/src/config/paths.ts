import { paths } from '@vastra/shared/paths';

/** Every URL of the storefront: one table shared with the server (which answers 404 outside it). */
export { type Group, paths } from '@vastra/shared/paths';

/** Information links of the footer and the drawer. */
export const informationLinks = [
  { label: 'About Us', href: paths.aboutUs.getHref() },
  { label: 'Contact Us', href: paths.contactUs.getHref() },
  { label: 'Store Locator', href: paths.stores.getHref() },
  { label: 'Fashion Membership', href: paths.membership.getHref() },
  { label: 'Blogs', href: paths.blogs.getHref() },
  { label: 'FAQs', href: paths.faqs.getHref() },
  { label: 'Franchise Enquiry', href: paths.franchiseEnquiry.getHref() },
] as const;

/** Policy links of the footer and the drawer. */
export const policyLinks = [
  { label: 'Return Policy', href: paths.returnPolicy.getHref() },
  { label: 'Cancellation Policy', href: paths.cancellationPolicy.getHref() },
  { label: 'Shipping Policy', href: paths.shippingPolicy.getHref() },
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Terms & Conditions', href: paths.termsConditions.getHref() },
  { label: 'Disclaimer', href: paths.disclaimer.getHref() },
] as const;
