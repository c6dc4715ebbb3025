import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { paths } from '@/config/paths';
import { RequireLogin } from '@/features/account/components/require-login';
import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { productQuery } from '@/features/catalog/api/get-product';
import { prefetchListing } from '@/features/catalog/lib/prefetch-listing';
import { branchesQuery } from '@/features/location/api/get-branches';
import { queryClient } from '@/lib/query-client';
import { settingsQuery } from '@/lib/settings';

/*
 * Every page of the storefront, one line each, each page its own JavaScript chunk (React.lazy).
 * A loader only starts the page's data requests, in parallel with its code; it never waits.
 * Pages of other features (login, cart, account, information) are added here as they are built;
 * until then their addresses (config/paths.ts) fall to the 404 page.
 */
const HomePage = lazy(() => import('./routes/home'));
const CategoryPage = lazy(() => import('./routes/category'));
const ListingPage = lazy(() => import('./routes/listing'));
const SearchResultsPage = lazy(() => import('./routes/search-results'));
const BuyPage = lazy(() => import('./routes/buy'));
const ProductPage = lazy(() => import('./routes/product'));
const ProductBuyPage = lazy(() => import('./routes/product-buy'));
const KitsPage = lazy(() => import('./routes/kits'));
const KitPage = lazy(() => import('./routes/kit'));
const AboutUsPage = lazy(() => import('./routes/about-us'));
const ContactUsPage = lazy(() => import('./routes/contact-us'));
const StoresPage = lazy(() => import('./routes/stores'));
const BlogsPage = lazy(() => import('./routes/blogs'));
const BlogPostPage = lazy(() => import('./routes/blog'));
const FaqsPage = lazy(() => import('./routes/faqs'));
const FranchiseEnquiryPage = lazy(() => import('./routes/franchise-enquiry'));
const ReturnPolicyPage = lazy(() => import('./routes/return-policy'));
const CancellationPolicyPage = lazy(() => import('./routes/cancellation-policy'));
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy'));
const TermsConditionsPage = lazy(() => import('./routes/terms-conditions'));
const ShippingPolicyPage = lazy(() => import('./routes/shipping-policy'));
const DisclaimerPage = lazy(() => import('./routes/disclaimer'));
const MembershipPage = lazy(() => import('./routes/membership'));
const MembershipBenefitsPage = lazy(() => import('./routes/membership-benefits'));
const RegisterPlanPage = lazy(() => import('./routes/register-plan'));
const LoginPage = lazy(() => import('./routes/login'));
const LoginOtpPage = lazy(() => import('./routes/login-otp'));
const SignupPage = lazy(() => import('./routes/signup'));
// The account pages share a frame: login guard and side menu.
const AccountLayout = lazy(() => import('@/features/account/components/account-layout'));
const UserDashboardPage = lazy(() => import('./routes/user-dashboard'));
const AccountAddressPage = lazy(() => import('./routes/account-address'));
const AccountEditPage = lazy(() => import('./routes/account-edit'));
const AccountMeasurementPage = lazy(() => import('./routes/account-measurement'));
const AccountDocumentsPage = lazy(() => import('./routes/account-documents'));
const AccountFitCheckRequestsPage = lazy(() => import('./routes/account-fit-check-requests'));
// Cart, wishlist, checkout, payment and orders.
const CartPage = lazy(() => import('./routes/cart'));
const WishlistPage = lazy(() => import('./routes/wishlist'));
const CheckoutPage = lazy(() => import('./routes/checkout'));
const PayLocalPage = lazy(() => import('./routes/pay-local'));
const OrderCompletePage = lazy(() => import('./routes/order-complete'));
const AccountWishlistPage = lazy(() => import('./routes/account-wishlist'));
const AccountOrdersPage = lazy(() => import('./routes/account-orders'));
const OrderPage = lazy(() => import('./routes/order'));
const PartyNewPage = lazy(() => import('./routes/party-new'));
const PartyPage = lazy(() => import('./routes/party'));
const PartyPayPage = lazy(() => import('./routes/party-pay'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** Starts what every page shows (header menus, footer, rules); adds the page's own requests. */
const prefetch = (...extra: (() => Promise<void>)[]) => {
  void queryClient.prefetchQuery(settingsQuery);
  void queryClient.prefetchQuery(categoriesQuery('men'));
  void queryClient.prefetchQuery(categoriesQuery('women'));
  for (const start of extra) void start();
  return null;
};
const branches = () => queryClient.prefetchQuery(branchesQuery);
const product =
  (code = '') =>
  () =>
    queryClient.prefetchQuery(productQuery(code));

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Loaders never wait, so there is nothing to show before the first page.
    HydrateFallback: () => null,
    children: [
      { path: paths.home.path, element: <HomePage />, loader: () => prefetch() },
      { path: paths.category.path, element: <CategoryPage />, loader: () => prefetch() },
      {
        path: paths.listing.path,
        element: <ListingPage />,
        loader: ({ params, request }) =>
          prefetch(branches, () =>
            prefetchListing(
              { mode: 'category', slug: params.slug ?? 'all', id: params.id ?? 'all' },
              request.url,
            ),
          ),
      },
      {
        path: paths.searchResults.path,
        element: <SearchResultsPage />,
        loader: ({ request }) =>
          prefetch(branches, () =>
            prefetchListing(
              { mode: 'search', q: (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100) },
              request.url,
            ),
          ),
      },
      { path: paths.buy.path, element: <BuyPage />, loader: () => prefetch() },
      {
        path: paths.product.path,
        element: <ProductPage />,
        loader: ({ params }) => prefetch(product(params.code)),
      },
      {
        path: paths.productBuy.path,
        element: <ProductBuyPage />,
        loader: ({ params }) => prefetch(product(params.code)),
      },
      { path: paths.kits.path, element: <KitsPage />, loader: () => prefetch() },
      { path: paths.kit.path, element: <KitPage />, loader: () => prefetch() },
      { path: paths.aboutUs.path, element: <AboutUsPage />, loader: () => prefetch() },
      { path: paths.contactUs.path, element: <ContactUsPage />, loader: () => prefetch() },
      { path: paths.contact.path, element: <ContactUsPage />, loader: () => prefetch() },
      { path: paths.saveContact.path, element: <ContactUsPage />, loader: () => prefetch() },
      { path: paths.stores.path, element: <StoresPage />, loader: () => prefetch(branches) },
      { path: paths.store.path, element: <StoresPage />, loader: () => prefetch(branches) },
      { path: paths.blogs.path, element: <BlogsPage />, loader: () => prefetch() },
      { path: paths.blog.path, element: <BlogPostPage />, loader: () => prefetch() },
      { path: paths.faqs.path, element: <FaqsPage />, loader: () => prefetch() },
      { path: paths.franchiseEnquiry.path, element: <FranchiseEnquiryPage />, loader: () => prefetch() },
      { path: paths.returnPolicy.path, element: <ReturnPolicyPage />, loader: () => prefetch() },
      { path: paths.cancellationPolicy.path, element: <CancellationPolicyPage />, loader: () => prefetch() },
      { path: paths.privacyPolicy.path, element: <PrivacyPolicyPage />, loader: () => prefetch() },
      { path: paths.termsConditions.path, element: <TermsConditionsPage />, loader: () => prefetch() },
      { path: paths.shippingPolicy.path, element: <ShippingPolicyPage />, loader: () => prefetch() },
      { path: paths.disclaimer.path, element: <DisclaimerPage />, loader: () => prefetch() },
      { path: paths.membership.path, element: <MembershipPage />, loader: () => prefetch() },
      { path: paths.membershipBenefits.path, element: <MembershipBenefitsPage />, loader: () => prefetch() },
      { path: paths.registerPlan.path, element: <RegisterPlanPage />, loader: () => prefetch() },
      { path: paths.login.path, element: <LoginPage />, loader: () => prefetch() },
      { path: paths.loginOtp.path, element: <LoginOtpPage />, loader: () => prefetch() },
      { path: paths.signup.path, element: <SignupPage />, loader: () => prefetch() },
      { path: paths.register.path, element: <Navigate to={paths.signup.getHref()} replace /> },
      { path: paths.cart.path, element: <CartPage />, loader: () => prefetch() },
      { path: paths.wishlist.path, element: <WishlistPage />, loader: () => prefetch() },
      { path: paths.checkout.path, element: <CheckoutPage />, loader: () => prefetch() },
      { path: paths.payLocal.path, element: <PayLocalPage />, loader: () => prefetch() },
      { path: paths.orderComplete.path, element: <OrderCompletePage />, loader: () => prefetch() },
      { path: paths.partyNew.path, element: <PartyNewPage />, loader: () => prefetch(branches) },
      { path: paths.party.path, element: <PartyPage />, loader: () => prefetch() },
      { path: paths.partyPay.path, element: <PartyPayPage />, loader: () => prefetch() },
      {
        element: (
          <RequireLogin>
            <AccountLayout />
          </RequireLogin>
        ),
        children: [
          { path: paths.accountWishlist.path, element: <AccountWishlistPage />, loader: () => prefetch() },
          { path: paths.accountOrders.path, element: <AccountOrdersPage />, loader: () => prefetch() },
          { path: paths.order.path, element: <OrderPage />, loader: () => prefetch() },
          { path: paths.userDashboard.path, element: <UserDashboardPage />, loader: () => prefetch() },
          { path: paths.accountAddress.path, element: <AccountAddressPage />, loader: () => prefetch() },
          { path: paths.accountEdit.path, element: <AccountEditPage />, loader: () => prefetch() },
          {
            path: paths.accountMeasurement.path,
            element: <AccountMeasurementPage />,
            loader: () => prefetch(),
          },
          { path: paths.accountDocuments.path, element: <AccountDocumentsPage />, loader: () => prefetch() },
          {
            path: paths.accountFitCheckRequests.path,
            element: <AccountFitCheckRequestsPage />,
            loader: () => prefetch(),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
