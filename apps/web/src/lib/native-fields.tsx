// The storefront's form fields: native <input>, <textarea> and <select> with the
// site's own styling and a real <label>. MUI's input stack (TextField, InputBase,
// FormControl, the outlined border) would add about 15 KB of compressed JavaScript
// to the first load of every public page with a form; the admin keeps using it.
import { type ChangeEvent, type HTMLAttributes, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export type FieldChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;

const controlSx = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'rgba(26, 20, 16, 0.28)',
  borderRadius: 1,
  px: 1.75,
  py: 1.5,
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus': { outline: 'none', borderColor: 'secondary.dark', boxShadow: '0 0 0 2px rgba(201, 164, 92, 0.45)' },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
} as const;

// The select's arrow is drawn by its wrapper: the native one is hidden with appearance: none.
const selectArrowSx = {
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    right: 16,
    top: '50%',
    mt: '-3px',
    borderLeft: '5px solid transparent',
    borderRight: '5px solid transparent',
    borderTop: '6px solid',
    borderTopColor: 'text.secondary',
    pointerEvents: 'none',
  },
} as const;

function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <Box component="label" htmlFor={htmlFor} sx={{ display: 'block', mb: 0.75, fontSize: '0.875rem', fontWeight: 600, letterSpacing: '0.02em', color: 'text.primary' }}>
      {label}
      {required && (
        <Box component="span" aria-hidden="true" sx={{ color: 'error.main' }}>
          {' *'}
        </Box>
      )}
    </Box>
  );
}

interface FieldBase {
  id: string;
  label: string;
  /** The form's key of the field; defaults to none. */
  name?: string;
  onChange: FieldChange;
  required?: boolean;
  /** Grid placement and the like, on the field's wrapper. */
  sx?: SxProps<Theme>;
}

export interface TextFieldProps extends FieldBase {
  value: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** A <textarea> of this many rows instead of an <input>. */
  rows?: number;
  /** Shown under the field, read with it by screen readers. */
  error?: string;
  /** Whether the line under the field is kept even when it is empty (forms that validate as you type). */
  reserveErrorLine?: boolean;
  /** An icon at the start of the input (decorative). */
  startIcon?: ReactNode;
  /** A control at the end of the input, such as a show-password button. */
  endAdornment?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
}

export function NativeTextField({ id, label, name, value, onChange, required = false, type = 'text', autoComplete, placeholder, maxLength, rows, error, reserveErrorLine = false, startIcon, endAdornment, inputMode, spellCheck, sx }: TextFieldProps) {
  const helperId = `${id}-helper`;
  const showHelper = reserveErrorLine || Boolean(error);
  const multiline = rows !== undefined;
  return (
    <Box sx={sx}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Box sx={{ position: 'relative' }}>
        {startIcon && (
          <Box aria-hidden="true" sx={{ position: 'absolute', left: 12, top: '50%', transform: 'translateY(-50%)', display: 'flex', color: 'text.secondary', pointerEvents: 'none' }}>
            {startIcon}
          </Box>
        )}
        <Box
          component={multiline ? 'textarea' : 'input'}
          id={id}
          name={name}
          type={multiline ? undefined : type}
          rows={rows}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          inputMode={inputMode}
          spellCheck={spellCheck}
          required={required}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={showHelper ? helperId : undefined}
          sx={{ ...controlSx, ...(multiline && { resize: 'vertical', minHeight: 120 }), ...(startIcon ? { pl: 5.5 } : {}), ...(endAdornment ? { pr: 6 } : {}) }}
        />
        {endAdornment && <Box sx={{ position: 'absolute', right: 4, top: '50%', transform: 'translateY(-50%)', display: 'flex' }}>{endAdornment}</Box>}
      </Box>
      {showHelper && (
        <Box id={helperId} component="p" sx={{ m: 0, mt: 0.5, minHeight: '1.25em', fontSize: '0.8rem', color: 'error.main' }}>
          {error ?? ''}
        </Box>
      )}
    </Box>
  );
}

export interface SelectFieldProps extends FieldBase {
  value: string | number;
  options: readonly { value: string | number; label: string }[];
}

export function NativeSelectField({ id, label, name, value, onChange, options, required = false, sx }: SelectFieldProps) {
  return (
    <Box sx={sx}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Box sx={selectArrowSx}>
        <Box component="select" id={id} name={name} value={value} onChange={onChange} required={required} sx={{ ...controlSx, appearance: 'none', pr: 5, cursor: 'pointer' }}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
