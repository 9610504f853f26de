export * from './edit-distance';
export * from './trade-words';
export * from './read-search';
export * from './suggest-filters';
