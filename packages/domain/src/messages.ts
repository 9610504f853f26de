// Every user-visible string of the spec, verbatim. Tests assert these exact texts,
// so change wording only when the spec changes.
import { formatProductTotal } from './pagination';

/** Validation messages, word for word as forms and the API show them. */
export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  nameRequired: 'Name is required',
  quoteRequired: 'Quote is required',
  authorRequired: 'Author name is required',
  missionRequired: 'Mission text is required',
  valuesRequired: 'At least one value is required',
  valueNameRequired: 'Value name is required',
  teamMemberNameRequired: 'Team member name is required',
  figureValueRequired: 'Figure value is required',
  figureLabelRequired: 'Figure label is required',
  labelRequired: 'Label required',
  invalidImageFile: 'Please select a valid image file',
  fileTooLarge: 'File too large (max 5MB)',
  // Messages of the contact, review and sign-up forms.
  titleRequired: 'Title is required',
  commentRequired: 'Comment is required',
  noteRequired: 'Note is required',
  replyRequired: 'Reply is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Invalid phone number',
  messageTooLong: 'Message must be at most 5000 characters',
  ratingRange: 'Rating must be between 1 and 5',
  dataUrlRequired: 'dataUrl must be a data URL',
  fileNameRequired: 'fileName is required',
  invalidDate: 'Date must be YYYY-MM-DD',
  invalidDateTime: 'Must be an ISO date-time',
  invalidCurrency: 'currency must be a 3-letter code',
  categoryRequired: 'category is required',
  invalidCategory: 'category must be a slug',
  invalidSlug: 'slug must contain letters or digits',
  priceRange: 'price_to must be greater than or equal to price_from',
  galleryAltsTooMany: 'gallery_alts must not have more items than gallery_images',
  sectionUnknown: 'Unknown site config section',
} as const;

/** Price fields validation message that names the field (REST 400 says which field). */
/** The highest price a product may show, per unit in its currency (the database keeps 10 digits before the point). */
export const MAX_PRICE = 1_000_000;

export const priceFieldMessage = (field: string): string =>
  `${field} must be a number from 0 to ${MAX_PRICE.toLocaleString('en-US')}`;

/** User-visible texts and toasts of the storefront and the shared admin parts. */
export const TEXTS = {
  // --- not found and router errors
  notFound: 'Oops! Page not found',
  returnHome: 'Return to Home',
  unexpectedError: 'Unexpected Application Error!',

  // --- session and sign-in
  notAuthenticated: 'Not authenticated',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password',
  signedIn: 'Signed in successfully!',
  accountCreated: 'Account created successfully! Please check your email to verify your account.',
  signedOut: 'Signed out successfully',
  signOutError: 'Error signing out',

  // --- top bar and navigation
  welcomeUser: (email: string): string => `Welcome, ${email}`,
  admin: 'Admin',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  signOut: 'Sign Out',
  navAboutUs: 'About Us',
  navPartners: 'Partners',
  navSlavicEuropeHair: 'Slavic/Europe Hair',
  navHairWeave: 'Hair Weave',
  navClosureFrontal: 'Closure & Frontal',
  navWholesale: 'Wholesale',
  navBlog: 'Blog',
  navNews: 'News',
  navTipsTricks: 'Tips & Tricks',
  navBeforeAfter: 'Before & After',

  // --- home
  noPartners: 'No partners configured',
  sendUsAMessage: 'Send Us a Message',
  firstName: 'First Name',
  lastName: 'Last Name',
  emailAddress: 'Email Address',
  phoneNumber: 'Phone Number',
  contactForPrice: 'Contact for price',
  siteConfigLoadFailed: 'Failed to load site configuration',

  // --- product list
  allProducts: 'All Products',
  categoryProducts: (label: string): string => `${label} Products`,
  loadingProducts: 'Loading products...',
  showingProducts: (n: number): string => (n === 1 ? 'Showing 1 product' : `Showing ${formatProductTotal(n)} products`),
  backToHome: 'Back to Home',
  productNotFound: 'Product not found',

  // --- product detail
  loadingProduct: 'Loading product...',
  tabReviews: 'Reviews',
  tabDescription: 'Description',
  tabHowToBuy: 'How to buy',
  tabWarranty: 'Warranty Policy',
  tabQa: 'Question & Answer',
  backToProducts: 'Back to Products',
  relatedProducts: 'Related Products',
  whatsappText: (title: string): string => `Hi, I'm interested in ${title}`,
  /** With a price-grid selection: 'Hi, I'm interested in {title} – 22" body wave, double drawn'. */
  whatsappSelectionText: (title: string, selection: string): string =>
    selection ? `Hi, I'm interested in ${title} – ${selection}` : `Hi, I'm interested in ${title}`,

  // --- about
  aboutHeadingPrefix: 'ABOUT',
  aboutHeadingSuffix: 'FACTORY',

  // --- blog
  loadingPosts: 'Loading posts…',
  noPosts: 'No posts found.',
  blogHttpError: (status: number, body: string): string => `Error: HTTP ${status}: ${body}`,
  blogNetworkError: (message: string): string => `Error: ${message}`,
  loading: 'Loading…',
  postNotFound: 'Post not found',
  backToBlog: 'Back to blog',

  // --- sign-in page
  authTitle: 'Welcome',
  authSubtitle: 'Sign in to your account or create a new one',
  email: 'Email',
  password: 'Password',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',

  // --- shared with the admin: the review form's Cancel and rating options
  ratingOption: (n: number): string => `${n} ${n === 1 ? 'Star' : 'Stars'}`,
  cancel: 'Cancel',
} as const;
