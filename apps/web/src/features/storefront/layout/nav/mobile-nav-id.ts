/** The id of the phone's menu list (MobileNav), which the menu button controls. */
export const MOBILE_NAV_ID = 'mobile-nav';
