// Public surface of @hair/ui: the theme and presentational components shared by
// the storefront and the admin.
export * from './emotion-cache';
export * from './theme';
export * from './AppThemeProvider';
export * from './PageContainer';
export * from './ProductCard';
