// Every user-visible string of the spec, verbatim. Tests assert these exact texts,
// so change wording only when the spec changes.

/** Validation messages (spec point 5, plus the ones our real forms add). */
export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  nameRequired: 'Name is required',
  quoteRequired: 'Quote is required',
  authorRequired: 'Author name is required',
  missionRequired: 'Mission text is required',
  valuesRequired: 'At least one value is required',
  labelRequired: 'Label required',
  invalidImageFile: 'Please select a valid image file',
  fileTooLarge: 'File too large (max 5MB)',
  // Added by the real forms that replace the spec's placeholders (design point 5).
  titleRequired: 'Title is required',
  commentRequired: 'Comment is required',
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
  sectionUnknown: 'Unknown site config section',
} as const;

/** Price fields validation message that names the field (REST 400 says which field). */
/** The highest price a product may show, per unit in its currency (the database keeps 10 digits before the point). */
export const MAX_PRICE = 1_000_000;

export const priceFieldMessage = (field: string): string =>
  `${field} must be a number from 0 to ${MAX_PRICE.toLocaleString('en-US')}`;

/** User-visible texts and toasts of spec points 2 and 8. */
export const TEXTS = {
  // --- not found and router errors
  notFound: 'Oops! Page not found',
  returnHome: 'Return to Home',
  unexpectedError: 'Unexpected Application Error!',

  // --- session and sign-in (point 8)
  notAuthenticated: 'Not authenticated',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid email or password',
  signedIn: 'Signed in successfully!',
  accountCreated: 'Account created successfully! Please check your email to verify your account.',
  signedOut: 'Signed out successfully',
  signOutError: 'Error signing out',

  // --- top bar and navigation (point 2)
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
  showingProducts: (n: number): string => `Showing ${n} products`,
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

  // --- about
  aboutHeadingPrefix: 'ABOUT',
  aboutHeadingSuffix: 'FACTORY',

  // --- blog (point 2 and 8)
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

  // --- admin layout and dashboard
  cmsTitle: 'Content Management System',
  adminPanel: 'Admin Panel',
  management: 'Management',
  dashboardTotalProducts: 'Total Products',
  dashboardTotalProductsHint: 'Hair extension products',
  dashboardTestimonials: 'Testimonials',
  dashboardTestimonialsHint: 'Customer reviews',
  dashboardUsers: 'Users',
  dashboardUsersHint: 'Registered users',
  dashboardGrowth: 'Growth',
  dashboardGrowthHint: 'This month',
  quickActions: 'Quick Actions',
  recentActivity: 'Recent Activity',

  // --- admin products (point 8)
  categoryUnset: (n: number): string => `${n} products category unset`,
  addProduct: 'Add Product',
  manageCategories: 'Manage Categories',
  featured: 'Featured',
  regular: 'Regular',
  editProduct: 'Edit Product',
  createProduct: 'Create Product',
  saveProduct: 'Save Product',
  saving: 'Saving...',
  fetchProductsFailed: 'Failed to fetch products',
  productDeleted: 'Product deleted successfully',
  deleteProductFailed: 'Failed to delete product',
  imageUploadedSuccessfully: 'Image uploaded successfully',
  uploadImageFailed: 'Failed to upload image',
  saveCategoriesFailed: 'Failed to save categories',
  deleteCategoryFailed: 'Failed to delete category',
  unsetProductsOnServerFailed: 'Failed to unset products on server',
  unsetProductsFailed: 'Failed to unset products',
  loadProductFailed: 'Failed to load product',
  imageUploaded: 'Image uploaded',
  galleryUploaded: 'Gallery uploaded',
  galleryUploadFailed: 'Failed uploading gallery',
  productSaved: 'Product saved',
  saveProductFailed: 'Failed to save product',
  deleteUploadedFileFailed: 'Failed to delete uploaded file',

  // --- admin testimonials
  addNewTestimonial: 'Add New Testimonial',
  editTestimonial: 'Edit Testimonial',
  createTestimonial: 'Create Testimonial',
  updateTestimonial: 'Update Testimonial',
  featuredHint: 'show prominently on the homepage',
  ratingOption: (n: number): string => `${n} ${n === 1 ? 'Star' : 'Stars'}`,
  fetchTestimonialsFailed: 'Failed to fetch testimonials',
  testimonialCreated: 'Testimonial created successfully',
  testimonialUpdated: 'Testimonial updated successfully',
  testimonialDeleted: 'Testimonial deleted successfully',
  saveTestimonialFailed: 'Failed to save testimonial',
  deleteTestimonialFailed: 'Failed to delete testimonial',

  // --- admin about
  companyMission: 'Company Mission',
  companyValues: 'Company Values',
  contentPreview: 'Content Preview',
  fetchAboutFailed: 'Failed to fetch about content',
  missionUpdated: 'Mission updated successfully',
  valuesUpdated: 'Values updated successfully',
  saveMissionFailed: 'Failed to save mission',
  saveValuesFailed: 'Failed to save values',

  // --- admin site config
  loadConfigurationsFailed: 'Failed to load configurations',
  configurationUpdated: 'Configuration updated successfully',
  updateConfigurationFailed: 'Failed to update configuration',
  saveHeroFailed: 'Failed to save hero configuration',
  heroSaved: 'Hero configuration saved',
  croppedImageReady: 'Cropped image ready — click Save to persist',
  partnerImageUpdated: 'Partner image updated successfully!',
  imageSizeApplied: 'Image size applied',
  applySizeFailed: 'Failed to apply size',
  imageCropped: 'Image cropped successfully!',
  cropImageFailed: 'Failed to crop image',

  // --- admin media library
  loadMediaFailed: 'Failed to load media',
  mediaDeleted: 'Deleted',
  mediaDeleteFailed: 'Failed to delete',
  mediaUploaded: 'Uploaded',
  mediaUploadFailed: 'Upload failed',
  copiedToClipboard: 'Copied to clipboard',
  copyFailed: 'Copy failed',
  copyLink: 'Copy link',

  // --- cropper
  changeImage: 'Change Image',
  cropImage: 'Crop Image',
  keepOriginal: 'Keep original (no crop)',
  saveImage: 'Save Image',

  // --- common buttons
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  new: 'New',
  close: 'Close',
  cancel: 'Cancel',
  remove: 'Remove',
  newPost: 'New post',
  viewSite: 'View Site',

  // --- confirmations (point 8)
  confirmDeleteProduct: 'Are you sure you want to delete this product?',
  confirmDeleteTestimonial: 'Are you sure you want to delete this testimonial?',
  confirmDeleteMedia: 'Delete this media?',
  confirmDeletePost: 'Delete post?',
  // The spec says the category delete "warns how many products will be unset"; wording is ours.
  confirmDeleteCategory: (n: number): string =>
    `Delete this category? ${n} products will have their category unset.`,
  confirmDeleteFile: 'Delete this file from storage?',
  forceDelete: 'Force delete',
  // A referenced file prompts 'Force delete' with the count.
  confirmForceDelete: (count: number): string =>
    `This file is still used by ${count} products. Force delete?`,
} as const;
