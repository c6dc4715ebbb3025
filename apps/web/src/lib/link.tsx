import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address of the storefront ('/listing/…?size=40#top'), or another site's. */
  to: string;
  /** The new history entry's state (a navigation that keeps the page where it is scrolled). */
  state?: unknown;
};

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

/**
 * The storefront's link (record 60): an `<a href>` that moves within the app without loading a
 * page, as React Router's `Link` does for the addresses the storefront uses (all absolute), without
 * its work per link: React Router's resolves its address against the route matches twice per
 * render (through JSON), and draws again on every navigation. A page has a hundred links, each
 * taken over on a phone's first load. A tap on a storefront address writes a history entry (the
 * same entry, replaced, when the address is the one shown, as React Router does); a modified click,
 * another target or another site's address is left to the browser.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, state, onClick, target, ...rest },
  ref,
) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const inApp = to.startsWith('/') && !to.startsWith('//');
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!inApp || browserHandles(event, target)) return;
    event.preventDefault();
    // The router's history knows the address shown (a memory router's is not the window's).
    const { pathname, search, hash } = (navigator as { location?: Location }).location ?? window.location;
    if (`${pathname}${search}${hash}` === to) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={follow} />;
});
