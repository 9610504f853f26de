// The fields of the account forms: the e-mail, and a password with its Show/Hide button.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TEXTS } from '@hair/domain';
import { NativeTextField } from '../../lib/native-fields';

export const SHOW_PASSWORD = 'Show password';
export const HIDE_PASSWORD = 'Hide password';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ id, label, value, onChange, error, autoComplete }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <NativeTextField
      id={id}
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete={autoComplete}
      required
      endAdornment={
        <IconButton onClick={() => setShown((was) => !was)} aria-label={shown ? HIDE_PASSWORD : SHOW_PASSWORD} aria-pressed={shown}>
          {shown ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      }
    />
  );
}

export interface EmailFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}

export function EmailField({ id, value, onChange, error }: EmailFieldProps) {
  return (
    <NativeTextField
      id={id}
      label={TEXTS.email}
      type="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      required
    />
  );
}
