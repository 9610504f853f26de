// The choices of the contact form and the states of an inquiry. No zod here:
// the storefront's bundle uses these without the schemas.

export const INQUIRY_PRODUCT_INTERESTS = [
  { value: 'bulk-hair', label: 'Bulk Hair' },
  { value: 'hair-weave', label: 'Hair Weave' },
  { value: 'closure-frontal', label: 'Closure & Frontal' },
  { value: 'wigs', label: 'Wigs' },
  { value: 'custom-color', label: 'Custom Colour' },
  { value: 'other', label: 'Other' },
] as const;
export type InquiryProductInterest = (typeof INQUIRY_PRODUCT_INTERESTS)[number]['value'];

export const INQUIRY_VOLUMES = [
  { value: 'under-5kg', label: 'Under 5 kg' },
  { value: '5-20kg', label: '5–20 kg' },
  { value: '20-50kg', label: '20–50 kg' },
  { value: '50kg-plus', label: '50 kg+' },
] as const;
export type InquiryVolume = (typeof INQUIRY_VOLUMES)[number]['value'];

export const INQUIRY_STATUSES = ['new', 'read', 'replied', 'archived'] as const;

/** Label of an option value, or the raw value for old data. */
export function inquiryOptionLabel(
  options: readonly { value: string; label: string }[],
  value: unknown,
): string {
  if (typeof value !== 'string' || value === '') return '-';
  return options.find((o) => o.value === value)?.label ?? value;
}
