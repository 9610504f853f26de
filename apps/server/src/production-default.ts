// Imported first by main.ts: unless told otherwise, the server runs as production,
// which is how React, MUI and emotion render the pages it sends (the browser's
// build is a production build; the two must produce the same markup and styles).
process.env.NODE_ENV ??= 'production';
