// MUI renders every link and `href` button through this component (see the
// theme's linkComponent): in-app paths navigate with the router, without a page
// load; other URLs (external, mail, files under /uploads) stay plain anchors.
import { type ComponentPropsWithRef } from 'react';
import { Link } from '@tanstack/react-router';

type AnchorProps = ComponentPropsWithRef<'a'>;

/** True for a path this single-page app renders itself. */
export function isAppPath(href: string | undefined): href is string {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return false;
  return !/^\/(?:api|uploads)(?:\/|$)/.test(href);
}

export function RouterLink({ href, target, download, ...rest }: AnchorProps) {
  if (!isAppPath(href) || target === '_blank' || download !== undefined) {
    return <a href={href} target={target} download={download} {...rest} />;
  }
  return <Link to={href} target={target} {...rest} />;
}
