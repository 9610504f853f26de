import { describe, expect, it } from 'vitest';
import { MESSAGES, TEXTS, priceFieldMessage } from './messages';
import { ADMIN_TEXTS } from './admin-texts';

describe('MESSAGES, word for word', () => {
  it('has every validation message', () => {
    expect(MESSAGES.invalidEmail).toBe('Invalid email address');
    expect(MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters');
    expect(MESSAGES.nameRequired).toBe('Name is required');
    expect(MESSAGES.quoteRequired).toBe('Quote is required');
    expect(MESSAGES.authorRequired).toBe('Author name is required');
    expect(MESSAGES.missionRequired).toBe('Mission text is required');
    expect(MESSAGES.valuesRequired).toBe('At least one value is required');
    expect(MESSAGES.labelRequired).toBe('Label required');
    expect(MESSAGES.invalidImageFile).toBe('Please select a valid image file');
    expect(MESSAGES.fileTooLarge).toBe('File too large (max 5MB)');
    expect(MESSAGES.titleRequired).toBe('Title is required');
    expect(MESSAGES.dataUrlRequired).toBe('dataUrl must be a data URL');
  });

  it('names the field in price messages', () => {
    expect(priceFieldMessage('price_from')).toBe('price_from must be a number from 0 to 1,000,000');
  });
});

describe('TEXTS, word for word', () => {
  it('has the public texts', () => {
    expect(TEXTS.notFound).toBe('Oops! Page not found');
    expect(TEXTS.returnHome).toBe('Return to Home');
    expect(TEXTS.unexpectedError).toBe('Unexpected Application Error!');
    expect(TEXTS.loadingProducts).toBe('Loading products...');
    expect(TEXTS.loadingProduct).toBe('Loading product...');
    expect(TEXTS.contactForPrice).toBe('Contact for price');
    expect(TEXTS.noPartners).toBe('No partners configured');
    expect(TEXTS.sendUsAMessage).toBe('Send Us a Message');
    expect(TEXTS.allProducts).toBe('All Products');
    expect(TEXTS.siteConfigLoadFailed).toBe('Failed to load site configuration');
  });

  it('uses the ellipsis character where the spec does, and three dots elsewhere', () => {
    expect(TEXTS.loadingPosts).toBe('Loading posts\u2026');
    expect(TEXTS.loading).toBe('Loading\u2026');
    expect(TEXTS.signingIn).toBe('Signing in...');
    expect(TEXTS.creatingAccount).toBe('Creating account...');
    expect(ADMIN_TEXTS.saving).toBe('Saving...');
  });

  it('formats the texts with values', () => {
    expect(TEXTS.showingProducts(0)).toBe('Showing 0 products');
    expect(TEXTS.showingProducts(1)).toBe('Showing 1 product');
    expect(TEXTS.showingProducts(12)).toBe('Showing 12 products');
    expect(TEXTS.showingProducts(1001)).toBe('Showing 1,000+ products');
    expect(TEXTS.blogHttpError(500, 'boom')).toBe('Error: HTTP 500: boom');
    expect(TEXTS.blogHttpError(404, '')).toBe('Error: HTTP 404: ');
    expect(TEXTS.blogNetworkError('Failed to fetch')).toBe('Error: Failed to fetch');
    expect(TEXTS.whatsappText('Body Wave 18"')).toBe('Hi, I\'m interested in Body Wave 18"');
    expect(TEXTS.whatsappText('Tóc Việt')).toBe("Hi, I'm interested in Tóc Việt");
    expect(ADMIN_TEXTS.categoryUnset(3)).toBe('3 products category unset');
    expect(ADMIN_TEXTS.categoryUnset(0)).toBe('0 products category unset');
    expect(TEXTS.welcomeUser('a@b.co')).toBe('Welcome, a@b.co');
    expect(TEXTS.categoryProducts('Hair Weave')).toBe('Hair Weave Products');
    expect([1, 2, 5].map(TEXTS.ratingOption)).toEqual(['1 Star', '2 Stars', '5 Stars']);
    expect(ADMIN_TEXTS.confirmForceDelete(2)).toContain('Force delete');
    expect(ADMIN_TEXTS.confirmDeleteCategory(4)).toContain('4 products');
  });

  it('has the session texts and toasts', () => {
    expect(TEXTS.notAuthenticated).toBe('Not authenticated');
    expect(TEXTS.loginFailed).toBe('Login failed');
    expect(TEXTS.invalidCredentials).toBe('Invalid email or password');
    expect(TEXTS.signedIn).toBe('Signed in successfully!');
    expect(TEXTS.accountCreated).toBe(
      'Account created successfully! Please check your email to verify your account.',
    );
    expect(TEXTS.signedOut).toBe('Signed out successfully');
    expect(TEXTS.signOutError).toBe('Error signing out');
    expect(TEXTS.noPosts).toBe('No posts found.');
    expect(TEXTS.postNotFound).toBe('Post not found');
    expect(TEXTS.backToBlog).toBe('Back to blog');
    expect(TEXTS.productNotFound).toBe('Product not found');
  });

  it('has every admin toast', () => {
    const toasts = [
      'Failed to fetch products', 'Product deleted successfully', 'Failed to delete product',
      'Image uploaded successfully', 'Failed to upload image', 'Failed to save categories',
      'Failed to delete category', 'Failed to unset products on server', 'Failed to unset products',
      'Failed to load product', 'Image uploaded', 'Gallery uploaded', 'Failed uploading gallery',
      'Product saved', 'Failed to save product', 'Failed to delete uploaded file',
      'Failed to fetch testimonials', 'Testimonial created successfully', 'Testimonial updated successfully',
      'Testimonial deleted successfully', 'Failed to save testimonial', 'Failed to delete testimonial',
      'Failed to fetch about content', 'Mission updated successfully', 'Values updated successfully',
      'Failed to save mission', 'Failed to save values',
      'Failed to load configurations', 'Configuration updated successfully', 'Failed to update configuration',
      'Failed to save hero configuration', 'Hero configuration saved',
      'Cropped image ready \u2014 click Save to persist', 'Partner image updated successfully!',
      'Image size applied', 'Failed to apply size', 'Image cropped successfully!', 'Failed to crop image',
      'Failed to load media', 'Deleted', 'Failed to delete', 'Uploaded', 'Upload failed',
      'Copied to clipboard', 'Copy failed',
      'Are you sure you want to delete this product?', 'Are you sure you want to delete this testimonial?',
      'Delete this media?', 'Delete post?',
    ];
    const values = new Set<unknown>(Object.values(ADMIN_TEXTS).filter((v) => typeof v === 'string'));
    expect(toasts.filter((t) => !values.has(t))).toEqual([]);
  });
});
