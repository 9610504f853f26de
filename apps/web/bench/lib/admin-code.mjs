// Admin-only libraries, recognised by text their code carries after minification
// (component names, class names, messages), not by the chunk's file name: a
// public chunk that bundles one of them inlines this text whatever it is called.

/** @type {readonly { name: string, markers: readonly string[] }[]} */
export const ADMIN_LIBRARIES = [
  // Theme and slot name of every DataGrid part.
  { name: '@mui/x-data-grid', markers: ['MuiDataGrid'] },
  // TipTap's own messages, and ProseMirror's editor class.
  { name: '@tiptap (editor)', markers: ['[tiptap', 'ProseMirror-'] },
  // The cropper's CSS class names, injected from its JavaScript.
  { name: 'react-easy-crop (cropper)', markers: ['reactEasyCrop_'] },
];

/** The admin libraries whose markers appear in this JavaScript. */
export function adminLibrariesIn(source) {
  return ADMIN_LIBRARIES.filter((lib) => lib.markers.some((marker) => source.includes(marker))).map((lib) => lib.name);
}
