// Labels of the about screen that the spec describes but @hair/domain's TEXTS
// does not hold (the section titles and toasts are in TEXTS).
export const ABOUT_ADMIN_TEXTS = {
  pageTitle: 'About Content',
  pageDescription: 'The mission and values shown on the About page.',
  missionText: 'Mission Text',
  saveMission: 'Save Mission',
  valueLabel: (n: number) => `Value ${n}`,
  removeValue: (n: number) => `Remove value ${n}`,
  addValue: 'Add Value',
  saveValues: 'Save Values',
  retry: 'Retry',
  noMissionYet: 'No mission text yet.',
} as const;
