import type { ComponentProps } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

// The app's links, on React Router's own hooks (`useHref`, `useLinkClickHandler`, the ones its
// docs give for custom links) instead of its <Link>/<NavLink>: those also carry framework-mode
// prefetching, route discovery and RSC code that declarative routing never runs, and that the
// login page's budget cannot carry (~4 KB gzip; docs/decisions/008-web-bundle-budget.md).
// Import Link and NavLink from here, never from react-router.

interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: To;
  /** Replace the current history entry (default: only when the link points at this page). */
  replace?: boolean;
  /** History state for the next page (for example where to return after signing in). */
  state?: unknown;
}

/**
 * A real <a href> (open in a new tab, copy link and middle click keep working) that navigates
 * inside the app on a plain click; modified clicks and `target="_blank"` go to the browser.
 */
export function Link({ to, replace, state, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
}

/**
 * A Link that knows whether it points at the current page or one below it (/app/messages is
 * active on /app/messages/42): aria-current="page" and the active style, as React Router's
 * NavLink decides it (case-insensitive, whole path segments).
 */
export function NavLink({ to, className, end: exact = false, ...props }: NavLinkProps & { end?: boolean }) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  // `end`: only the page itself, not the ones below it (/app/profile, not someone's /app/profile/42).
  const isActive = current === target || (!exact && current.startsWith(target) && current.charAt(end) === '/');
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
