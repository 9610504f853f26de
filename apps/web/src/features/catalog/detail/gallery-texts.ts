// Texts of the product gallery and its full-screen viewer.
export const GALLERY_TEXTS = {
  viewFullScreen: 'View full screen',
  video: 'QC video',
  showVideo: 'Show the QC video',
  videoOf: (name: string): string => `QC video of ${name}`,
  viewer: (name: string): string => `${name}: pictures and video`,
  position: (n: number, total: number): string => `${n} / ${total}`,
  loading: 'Loading the viewer…',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomHint: 'Pinch or double-tap to zoom',
} as const;
