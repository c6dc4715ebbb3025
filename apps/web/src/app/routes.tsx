import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, useState } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  Navigate,
  type RouteObject,
} from 'react-router';
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
import { loadPageTexts } from '@/i18n';
import { queryClient as browserQueryClient } from '@/lib/query-client';
import { settingsQuery } from '@/lib/settings';

/*
 * Every page of the storefront, one line each, each page its own JavaScript chunk (React.lazy).
 * A loader only starts the page's data requests, in parallel with its code; it never waits.
 * Pages of other features (login, cart, account, information) are added here as they are built;
 * until then their addresses (config/paths.ts) fall to the 404 page.
 */
/** A page's component whose code loads on first use; `preload` loads it ahead (before a render). */
type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy, plus a preload: the server (before rendering) and the browser (before hydrating)
 * load the address's pages first, so the page renders at once instead of suspending (a server
 * render that suspends would send the page hidden, to be revealed by a script).
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  // With the page's code, its feature's texts in the language being shown (registered by the code).
  const remember = () =>
    load().then(async (module) => {
      await loadPageTexts();
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  function Page() {
    // Chosen once per mount, so a page never switches from the lazy wrapper to the component.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = () => remember().then(() => undefined);
  return Page;
}

/** Loads the code of the pages an address shows (see lazyPage). */
export function preloadPages(elements: unknown[]): Promise<unknown> {
  return Promise.all(
    elements.map((element) => {
      const type = (element as { type?: Partial<LazyPage> } | null)?.type;
      return typeof type?.preload === 'function' ? type.preload() : undefined;
    }),
  );
}

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
 * The route table, its loaders starting requests on `queryClient`: the browser's one, or on the
 * server a fresh one per request (entry-server.tsx waits for them, then renders the page).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
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

  return [
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
                queryClient,
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
                queryClient,
                {
                  mode: 'search',
                  q: (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100),
                },
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
        {
          path: paths.blogs.path,
          element: <BlogsPage />,
          loader: ({ request }) =>
            prefetch(() =>
              queryClient.prefetchQuery(blogsQuery(categoryFromSearch(new URL(request.url).searchParams))),
            ),
        },
        {
          path: paths.blog.path,
          element: <BlogPostPage />,
          loader: ({ params }) => prefetch(() => queryClient.prefetchQuery(blogQuery(params.seourl ?? ''))),
        },
        { path: paths.faqs.path, element: <FaqsPage />, loader: () => prefetch() },
        { path: paths.franchiseEnquiry.path, element: <FranchiseEnquiryPage />, loader: () => prefetch() },
        { path: paths.returnPolicy.path, element: <ReturnPolicyPage />, loader: () => prefetch() },
        {
          path: paths.cancellationPolicy.path,
          element: <CancellationPolicyPage />,
          loader: () => prefetch(),
        },
        { path: paths.privacyPolicy.path, element: <PrivacyPolicyPage />, loader: () => prefetch() },
        { path: paths.termsConditions.path, element: <TermsConditionsPage />, loader: () => prefetch() },
        { path: paths.shippingPolicy.path, element: <ShippingPolicyPage />, loader: () => prefetch() },
        { path: paths.disclaimer.path, element: <DisclaimerPage />, loader: () => prefetch() },
        { path: paths.membership.path, element: <MembershipPage />, loader: () => prefetch() },
        {
          path: paths.membershipBenefits.path,
          element: <MembershipBenefitsPage />,
          loader: () => prefetch(),
        },
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
            {
              path: paths.accountDocuments.path,
              element: <AccountDocumentsPage />,
              loader: () => prefetch(),
            },
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
}

/** The browser's router; `hydrationData` when the page came rendered from the server. */
export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(createRoutes(browserQueryClient), { hydrationData });

/** Loads the code of the pages the browser's address shows, before the server's HTML is hydrated. */
export const preloadAddress = (pathname: string) =>
  preloadPages((matchRoutes(createRoutes(browserQueryClient), pathname) ?? []).map((m) => m.route.element));
