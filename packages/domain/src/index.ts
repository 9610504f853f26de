// Public surface of @hair/domain: pure types, schemas and helpers.
export * from './constants';
export * from './messages';
export * from './slug';
export * from './price';
export * from './sort';
export * from './related';
export * from './pagination';
export * from './product-reader';
export * from './records';
export * from './links';
export * from './categories';
export * from './site-config-reader';
export * from './inquiry-options';
export * from './roles';
export * from './page-meta';
export * from './ratings';
export * from './schemas';
