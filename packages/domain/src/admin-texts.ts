// The admin's texts and toasts, in a module of their own so that the
// storefront's pages do not carry them.

export const ADMIN_TEXTS = {
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

  // --- admin products
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
  draft: 'Draft',
  published: 'Published',
  publish: 'Publish',
  unpublish: 'Unpublish',
  preview: 'Preview',
  viewOnSite: 'View on site',
  draftHint: 'A draft is not on the storefront until it is published.',
  productPublished: 'Product published',
  productUnpublished: 'Product is a draft again',
  publishFailed: "Failed to change the product's state",
  saveProductFailed: 'Failed to save product',
  deleteUploadedFileFailed: 'Failed to delete uploaded file',

  // --- admin testimonials
  addNewTestimonial: 'Add New Testimonial',
  editTestimonial: 'Edit Testimonial',
  createTestimonial: 'Create Testimonial',
  updateTestimonial: 'Update Testimonial',
  featuredHint: 'show prominently on the homepage',
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
  altTextHint: 'Describe this picture for visitors who cannot see it',
  unsavedChanges: 'You have unsaved changes. Leave anyway?',
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
  remove: 'Remove',
  newPost: 'New post',
  viewSite: 'View Site',

  // --- confirmations
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
