import type { QueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { paths } from '@/config/paths';
import { RequireLogin } from '@/features/account/components/require-login';
import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { productQuery } from '@/features/catalog/api/get-product';
import { prefetchListing } from '@/features/catalog/lib/prefetch-listing';
import { blogQuery } from '@/features/content/api/get-blog';
import { blogsQuery } from '@/features/content/api/get-blogs';
import { categoryFromSearch } from '@/features/content/lib/blog-category';
import { branchesQuery } from '@/features/location/api/get-branches';
import { queryClient as browserQueryClient } from '@/lib/query-client';
import { settingsQuery } from '@/lib/settings';
import { lazyPage, matchAddress, type PageRoute, preloadPages } from './router';

/*
 * Every page of the storefront, one line each, each page its own JavaScript chunk (React.lazy).
 * A route's `prefetch` only starts the page's data requests, in parallel with its code; it never
 * waits. (The declarative router, not the data router with loaders: record 29, addendum 3.)
 * Pages of other features (login, cart, account, information) are added here as they are built;
 * until then their addresses (config/paths.ts) fall to the 404 page.
 */
const HomePage = lazyPage(() => import('./routes/home'));
const CategoryPage = lazyPage(() => import('./routes/category'));
const ListingPage = lazyPage(() => import('./routes/listing'));
const SearchResultsPage = lazyPage(() => import('./routes/search-results'));
const BuyPage = lazyPage(() => import('./routes/buy'));
const ProductPage = lazyPage(() => import('./routes/product'));
const ProductBuyPage = lazyPage(() => import('./routes/product-buy'));
const KitsPage = lazyPage(() => import('./routes/kits'));
const KitPage = lazyPage(() => import('./routes/kit'));
const AboutUsPage = lazyPage(() => import('./routes/about-us'));
const ContactUsPage = lazyPage(() => import('./routes/contact-us'));
const StoresPage = lazyPage(() => import('./routes/stores'));
const BlogsPage = lazyPage(() => import('./routes/blogs'));
const BlogPostPage = lazyPage(() => import('./routes/blog'));
const FaqsPage = lazyPage(() => import('./routes/faqs'));
const FranchiseEnquiryPage = lazyPage(() => import('./routes/franchise-enquiry'));
const ReturnPolicyPage = lazyPage(() => import('./routes/return-policy'));
const CancellationPolicyPage = lazyPage(() => import('./routes/cancellation-policy'));
const PrivacyPolicyPage = lazyPage(() => import('./routes/privacy-policy'));
const TermsConditionsPage = lazyPage(() => import('./routes/terms-conditions'));
const ShippingPolicyPage = lazyPage(() => import('./routes/shipping-policy'));
const DisclaimerPage = lazyPage(() => import('./routes/disclaimer'));
const MembershipPage = lazyPage(() => import('./routes/membership'));
const MembershipBenefitsPage = lazyPage(() => import('./routes/membership-benefits'));
const RegisterPlanPage = lazyPage(() => import('./routes/register-plan'));
const LoginPage = lazyPage(() => import('./routes/login'));
const LoginOtpPage = lazyPage(() => import('./routes/login-otp'));
const SignupPage = lazyPage(() => import('./routes/signup'));
// The account pages share a frame: login guard and side menu.
const AccountLayout = lazyPage(() => import('@/features/account/components/account-layout'));
const UserDashboardPage = lazyPage(() => import('./routes/user-dashboard'));
const AccountAddressPage = lazyPage(() => import('./routes/account-address'));
const AccountEditPage = lazyPage(() => import('./routes/account-edit'));
const AccountMeasurementPage = lazyPage(() => import('./routes/account-measurement'));
const AccountDocumentsPage = lazyPage(() => import('./routes/account-documents'));
const AccountFitCheckRequestsPage = lazyPage(() => import('./routes/account-fit-check-requests'));
// Cart, wishlist, checkout, payment and orders.
const CartPage = lazyPage(() => import('./routes/cart'));
const WishlistPage = lazyPage(() => import('./routes/wishlist'));
const CheckoutPage = lazyPage(() => import('./routes/checkout'));
const PayLocalPage = lazyPage(() => import('./routes/pay-local'));
const OrderCompletePage = lazyPage(() => import('./routes/order-complete'));
const AccountWishlistPage = lazyPage(() => import('./routes/account-wishlist'));
const AccountOrdersPage = lazyPage(() => import('./routes/account-orders'));
const OrderPage = lazyPage(() => import('./routes/order'));
const PartyNewPage = lazyPage(() => import('./routes/party-new'));
const PartyPage = lazyPage(() => import('./routes/party'));
const PartyPayPage = lazyPage(() => import('./routes/party-pay'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));

/**
 * The route table, its `prefetch`es starting requests on `queryClient`: the browser's one, or on
 * the server a fresh one per request (entry-server.tsx waits for them, then renders the page).
 */
export function createRoutes(queryClient: QueryClient): PageRoute[] {
  /** Starts what every page shows (header menus, footer, rules); adds the page's own requests. */
  const prefetch = (...extra: (() => Promise<void>)[]) => {
    void queryClient.prefetchQuery(settingsQuery);
    void queryClient.prefetchQuery(categoriesQuery('men'));
    void queryClient.prefetchQuery(categoriesQuery('women'));
    for (const start of extra) void start();
  };
  const branches = () => queryClient.prefetchQuery(branchesQuery);
  const product =
    (code = '') =>
    () =>
      queryClient.prefetchQuery(productQuery(code));

  return [
    {
      element: <RootLayout />,
      children: [
        { path: paths.home.path, element: <HomePage />, prefetch: () => prefetch() },
        { path: paths.category.path, element: <CategoryPage />, prefetch: () => prefetch() },
        {
          path: paths.listing.path,
          element: <ListingPage />,
          prefetch: ({ params, url }) =>
            prefetch(branches, () =>
              prefetchListing(
                queryClient,
                { mode: 'category', slug: params.slug ?? 'all', id: params.id ?? 'all' },
                url.href,
              ),
            ),
        },
        {
          path: paths.searchResults.path,
          element: <SearchResultsPage />,
          prefetch: ({ url }) =>
            prefetch(branches, () =>
              prefetchListing(
                queryClient,
                {
                  mode: 'search',
                  q: (url.searchParams.get('q') ?? '').trim().slice(0, 100),
                },
                url.href,
              ),
            ),
        },
        { path: paths.buy.path, element: <BuyPage />, prefetch: () => prefetch() },
        {
          path: paths.product.path,
          element: <ProductPage />,
          prefetch: ({ params }) => prefetch(product(params.code)),
        },
        {
          path: paths.productBuy.path,
          element: <ProductBuyPage />,
          prefetch: ({ params }) => prefetch(product(params.code)),
        },
        { path: paths.kits.path, element: <KitsPage />, prefetch: () => prefetch() },
        { path: paths.kit.path, element: <KitPage />, prefetch: () => prefetch() },
        { path: paths.aboutUs.path, element: <AboutUsPage />, prefetch: () => prefetch() },
        { path: paths.contactUs.path, element: <ContactUsPage />, prefetch: () => prefetch() },
        { path: paths.contact.path, element: <ContactUsPage />, prefetch: () => prefetch() },
        { path: paths.saveContact.path, element: <ContactUsPage />, prefetch: () => prefetch() },
        { path: paths.stores.path, element: <StoresPage />, prefetch: () => prefetch(branches) },
        { path: paths.store.path, element: <StoresPage />, prefetch: () => prefetch(branches) },
        {
          path: paths.blogs.path,
          element: <BlogsPage />,
          prefetch: ({ url }) =>
            prefetch(() => queryClient.prefetchQuery(blogsQuery(categoryFromSearch(url.searchParams)))),
        },
        {
          path: paths.blog.path,
          element: <BlogPostPage />,
          prefetch: ({ params }) => prefetch(() => queryClient.prefetchQuery(blogQuery(params.seourl ?? ''))),
        },
        { path: paths.faqs.path, element: <FaqsPage />, prefetch: () => prefetch() },
        { path: paths.franchiseEnquiry.path, element: <FranchiseEnquiryPage />, prefetch: () => prefetch() },
        { path: paths.returnPolicy.path, element: <ReturnPolicyPage />, prefetch: () => prefetch() },
        {
          path: paths.cancellationPolicy.path,
          element: <CancellationPolicyPage />,
          prefetch: () => prefetch(),
        },
        { path: paths.privacyPolicy.path, element: <PrivacyPolicyPage />, prefetch: () => prefetch() },
        { path: paths.termsConditions.path, element: <TermsConditionsPage />, prefetch: () => prefetch() },
        { path: paths.shippingPolicy.path, element: <ShippingPolicyPage />, prefetch: () => prefetch() },
        { path: paths.disclaimer.path, element: <DisclaimerPage />, prefetch: () => prefetch() },
        { path: paths.membership.path, element: <MembershipPage />, prefetch: () => prefetch() },
        {
          path: paths.membershipBenefits.path,
          element: <MembershipBenefitsPage />,
          prefetch: () => prefetch(),
        },
        { path: paths.registerPlan.path, element: <RegisterPlanPage />, prefetch: () => prefetch() },
        { path: paths.login.path, element: <LoginPage />, prefetch: () => prefetch() },
        { path: paths.loginOtp.path, element: <LoginOtpPage />, prefetch: () => prefetch() },
        { path: paths.signup.path, element: <SignupPage />, prefetch: () => prefetch() },
        { path: paths.register.path, element: <Navigate to={paths.signup.getHref()} replace /> },
        { path: paths.cart.path, element: <CartPage />, prefetch: () => prefetch() },
        { path: paths.wishlist.path, element: <WishlistPage />, prefetch: () => prefetch() },
        { path: paths.checkout.path, element: <CheckoutPage />, prefetch: () => prefetch() },
        { path: paths.payLocal.path, element: <PayLocalPage />, prefetch: () => prefetch() },
        { path: paths.orderComplete.path, element: <OrderCompletePage />, prefetch: () => prefetch() },
        { path: paths.partyNew.path, element: <PartyNewPage />, prefetch: () => prefetch(branches) },
        { path: paths.party.path, element: <PartyPage />, prefetch: () => prefetch() },
        { path: paths.partyPay.path, element: <PartyPayPage />, prefetch: () => prefetch() },
        {
          element: (
            <RequireLogin>
              <AccountLayout />
            </RequireLogin>
          ),
          children: [
            {
              path: paths.accountWishlist.path,
              element: <AccountWishlistPage />,
              prefetch: () => prefetch(),
            },
            { path: paths.accountOrders.path, element: <AccountOrdersPage />, prefetch: () => prefetch() },
            { path: paths.order.path, element: <OrderPage />, prefetch: () => prefetch() },
            { path: paths.userDashboard.path, element: <UserDashboardPage />, prefetch: () => prefetch() },
            { path: paths.accountAddress.path, element: <AccountAddressPage />, prefetch: () => prefetch() },
            { path: paths.accountEdit.path, element: <AccountEditPage />, prefetch: () => prefetch() },
            {
              path: paths.accountMeasurement.path,
              element: <AccountMeasurementPage />,
              prefetch: () => prefetch(),
            },
            {
              path: paths.accountDocuments.path,
              element: <AccountDocumentsPage />,
              prefetch: () => prefetch(),
            },
            {
              path: paths.accountFitCheckRequests.path,
              element: <AccountFitCheckRequestsPage />,
              prefetch: () => prefetch(),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

let browserTable: PageRoute[] | undefined;
/** The browser's routes, on its query client: one table, so its matches are kept (matchAddress). */
export const browserRoutes = () => {
  browserTable ??= createRoutes(browserQueryClient);
  return browserTable;
};

/** Loads the code of the pages the browser's address shows, before the server's HTML is hydrated. */
export const preloadAddress = (pathname: string) =>
  preloadPages((matchAddress(browserRoutes(), pathname).matches ?? []).map((m) => m.route.element));
