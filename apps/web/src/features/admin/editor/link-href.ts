// What the link dialog stores for the address an admin typed: a bare host
// ('example.com/care') becomes an https:// address; anything that is not the web,
// a mail address or a path of this site is refused with the reason.
import { LINK_MESSAGES, isSafeTextLink } from '@hair/domain';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SITE_PATH = /^[/#?]/;
const BARE_HOST = /^[^\s/]+\.[a-z]{2,}(?:[/?#]\S*)?$/i;

export type LinkHref = { ok: true; href: string } | { ok: false; error: string };

export function readLinkHref(typed: string): LinkHref {
  const text = typed.trim();
  const href = !HAS_SCHEME.test(text) && !SITE_PATH.test(text) && BARE_HOST.test(text) ? `https://${text}` : text;
  if (href === '' || !isSafeTextLink(href)) return { ok: false, error: LINK_MESSAGES.textLink };
  return { ok: true, href };
}
